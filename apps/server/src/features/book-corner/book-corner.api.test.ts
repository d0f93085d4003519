import { BOOK_PAGE_SIZE, type BookPage, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { files } from '../files/schema.ts';
import { books } from './schema.ts';
import { createBook } from './test-factories.ts';

const server = useTestServer();

const bookCount = async () => {
  const [row] = await server.database.db.select({ total: count() }).from(books);
  return row?.total ?? 0;
};

describe('GET /book/query', () => {
  it("answers the corner's books in order with their cover URL and the recommender's email", async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const owner = await createUser(db);
    await db.insert(files).values({
      ossKey: 'cover-test.svg',
      name: 'cover.svg',
      contentType: 'image/svg+xml',
      size: 10,
      uploadedBy: owner.id,
    });
    const second = await createBook(db, { sortOrder: -1000, name: '活着', author: '余华' });
    const first = await createBook(db, {
      sortOrder: -1001,
      name: '三体',
      author: '刘慈欣',
      coverKey: 'cover-test.svg',
      recommenderEmail: 'fang.li@example.com',
      recommend: '想象力的盛宴。',
    });

    const page = envelope<BookPage>(await caller.get('/book/query', { pageNum: 1, pageSize: 1000 })).data;
    expect(page.list.slice(0, 2)).toEqual([
      {
        id: first.id,
        name: '三体',
        author: '刘慈欣',
        cover: '/file/content/cover-test.svg',
        recommender: 'fang.li@example.com',
        recommend: '想象力的盛宴。',
      },
      expect.objectContaining({ id: second.id, name: '活着', author: '余华', cover: '' }),
    ]);
    expect(page.total).toBe(await bookCount());
  });

  it('pages by pageNum and pageSize, and counts every book in total', async () => {
    const caller = await signIn(server);
    const db = server.database.db;
    const made = [];
    for (const sortOrder of [-500, -499, -498]) made.push(await createBook(db, { sortOrder }));
    const ids = made.map((book) => book.id);

    const firstPage = envelope<BookPage>(await caller.get('/book/query', { pageNum: 1, pageSize: 2 })).data;
    const secondPage = envelope<BookPage>(await caller.get('/book/query', { pageNum: 2, pageSize: 2 })).data;
    const all = envelope<BookPage>(await caller.get('/book/query')).data;
    const order = all.list.map((book) => book.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
    expect(firstPage.list).toHaveLength(2);
    expect([...firstPage.list, ...secondPage.list].map((book) => book.id)).toEqual(
      all.list.slice(0, 4).map((book) => book.id),
    );
    expect(firstPage.total).toBe(await bookCount());
    const past = envelope<BookPage>(await caller.get('/book/query', { pageNum: 9999, pageSize: 1000 })).data;
    expect(past.list).toEqual([]);
  });

  it(`caps a page at ${BOOK_PAGE_SIZE} books whatever pageSize asks`, async () => {
    const caller = await signIn(server);
    await server.database.db.insert(books).values(
      Array.from({ length: BOOK_PAGE_SIZE + 1 }, (_, index) => ({
        name: `书${index}`,
        recommenderEmail: 'reader@example.com',
      })),
    );
    for (const pageSize of [BOOK_PAGE_SIZE + 1, 5000, 2_147_483_648]) {
      const page = envelope<BookPage>(await caller.get('/book/query', { pageNum: 1, pageSize })).data;
      expect(page.list).toHaveLength(BOOK_PAGE_SIZE);
      expect(page.total).toBeGreaterThan(BOOK_PAGE_SIZE);
    }
  });

  it('refuses a page number or size that is not a whole number from 1, in the reader language', async () => {
    const caller = await signIn(server);
    const refused: [field: string, value: string | number][] = [
      ['pageNum', 0],
      ['pageNum', 'two'],
      ['pageNum', 10_001],
      ['pageSize', 0],
      ['pageSize', 1.5],
    ];
    for (const [field, value] of refused) {
      const response = await caller.get('/book/query', { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(`请求参数不正确：${field}`);
    }
    const en = await server.app.inject({
      method: 'GET',
      url: '/book/query?pageSize=-1',
      headers: { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(envelope(en).message).toBe('Invalid request: pageSize');
  });

  it('is for signed-in employees only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/book/query',
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('302');
  });
});
