import { type RouteAnswer, RULE_LIST_PAGE_SIZE } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { CompanyClock } from '../../lib/company-time.ts';
import { seedRules } from '../../seed/content/rules.ts';
import { buildEmployees } from '../../seed/employees.ts';
import { seededRandom } from '../../seed/random.ts';

const server = useTestServer();
let caller: Caller;

beforeAll(async () => {
  const admin = await createUser(server.database.db);
  const random = seededRandom(7);
  await server.database.db.transaction((tx) =>
    seedRules({
      tx,
      clock: new CompanyClock('Asia/Shanghai'),
      random,
      storage: server.app.ctx.storage,
      adminId: admin.id,
      userIds: [admin.id],
      employees: buildEmployees(random).slice(0, 20),
    }),
  );
  caller = await signIn(server);
}, 60_000);

const get = async <T>(url: string, query: Record<string, string | number> = {}, language = 'zh') => {
  const response = await server.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: { cookie: caller.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': language },
  });
  return envelope<T>(response).data;
};

describe('the seeded rule library', () => {
  it('fills more than one page of every tab', async () => {
    const rules = await get<RouteAnswer<'rulesDocList'>>('/new/api/sso/portal/getRuleDocListWithType');
    expect(rules.manage.totalCount).toBeGreaterThan(RULE_LIST_PAGE_SIZE);
    expect(rules.process.totalCount).toBeGreaterThan(RULE_LIST_PAGE_SIZE);
    const templates = await get<RouteAnswer<'rulesTemplateDocList'>>(
      '/new/api/sso/portal/getTemplateDocWithType',
    );
    expect(templates.contract.totalCount).toBeGreaterThan(RULE_LIST_PAGE_SIZE);
    expect(templates.extra.totalCount).toBeGreaterThan(RULE_LIST_PAGE_SIZE);
    expect(templates.templateTypes.length).toBeGreaterThan(2);
    for (const language of ['zh', 'en']) {
      const notices = await get<RouteAnswer<'newsQueryWithLanguage'>>(
        '/new/api/sso/cms/news/queryWithLanguage',
        { columnId: 49, pageSize: RULE_LIST_PAGE_SIZE },
        language,
      );
      expect(notices.total, language).toBeGreaterThan(RULE_LIST_PAGE_SIZE);
    }
  });

  it('keeps its draft and its not-yet-due notice out of the lists', async () => {
    const drafts = await get<RouteAnswer<'rulesDocList'>>('/new/api/sso/portal/getRuleDocListWithType', {
      title: '征求意见稿',
    });
    expect(drafts.manage.totalCount).toBe(0);
    const due = await get<RouteAnswer<'newsQueryWithLanguage'>>('/new/api/sso/cms/news/queryWithLanguage', {
      title: '劳动节',
    });
    expect(due.total).toBe(0);
  });

  it('serves every attachment of a page for download under its Chinese name', async () => {
    const { manage } = await get<RouteAnswer<'rulesDocList'>>('/new/api/sso/portal/getRuleDocListWithType');
    const attachments = manage.items.flatMap((item) => item.attachments);
    expect(attachments.length).toBeGreaterThan(0);
    for (const attachment of attachments) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/file/downloadFileByUrl/get',
        query: { fileUrl: attachment.fileUrl, fileName: attachment.filename },
        headers: { cookie: caller.cookie },
      });
      expect(response.statusCode).toBe(200);
      const encoded = String(response.headers['content-disposition']).split("filename*=UTF-8''")[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(attachment.filename);
    }
  });

  it('renders sanitized rich text with headings and tables', async () => {
    const { process } = await get<RouteAnswer<'rulesDocList'>>('/new/api/sso/portal/getRuleDocListWithType');
    const first = process.items[0];
    const detail = await get<RouteAnswer<'newsDetail'>>('/new/api/sso/cms/news/detail', {
      id: first?.id ?? 0,
    });
    expect(detail.content).toContain('<table>');
    expect(detail.content).toContain('<h2>');
  });
});
