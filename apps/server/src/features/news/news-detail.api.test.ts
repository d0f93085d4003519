import { newsDetail, type RouteAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { samplePdf } from '../files/sample-files.ts';
import { createDocument, createDocumentWithFiles, daysFromNow } from '../rules/test-factories.ts';

const server = useTestServer();
const PATH = '/new/api/sso/cms/news/detail';
type Detail = RouteAnswer<'newsDetail'>;

const HOSTILE_HTML = [
  '<h2>第一章</h2><p onclick="steal()">正文</p>',
  '<script>alert(document.cookie)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<a href="https://example.com" target="_blank">外链</a>',
].join('');

describe('GET cms/news/detail', () => {
  it('answers a notice with its times, content and attachments', async () => {
    const { document, ossKeys } = await createDocumentWithFiles(
      server,
      {
        kind: 'inform',
        columnId: 49,
        title: '关于春节放假的通知',
        department: '人力资源部',
        content: '<p>放假安排</p>',
      },
      [{ name: '值班安排表.pdf', bytes: samplePdf(), kind: 'pdf' }],
    );
    const caller = await signIn(server);
    const response = await caller.get(PATH, { id: document.id });
    expect(response.statusCode).toBe(200);
    expect(newsDetail.parse(envelope(response).data)).toEqual({
      id: document.id,
      type: 'inform',
      title: '关于春节放假的通知',
      department: '人力资源部',
      pTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      uTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      content: '<p>放假安排</p>',
      attachments: [
        {
          id: expect.any(Number),
          filename: '值班安排表.pdf',
          fileUrl: `/file/content/${ossKeys[0]}`,
          ossKey: ossKeys[0],
        },
      ],
      templateType: null,
      templatePrincipal: null,
    });
  });

  it('answers a rule doc too, saying which kind it is', async () => {
    const template = await createDocument(server, {
      kind: 'template',
      templateCategory: 'contract',
      templateType: 'labor',
      templatePrincipal: '李娜',
    });
    const caller = await signIn(server);
    const data = envelope<Detail>(await caller.get(PATH, { id: template.id })).data;
    expect(data).toMatchObject({ type: 'template', templateType: 'labor', templatePrincipal: '李娜' });
  });

  it('stores only sanitized HTML, even when a script is written through the repository', async () => {
    const document = await createDocument(server, { content: HOSTILE_HTML });
    const caller = await signIn(server);
    const { content } = envelope<Detail>(await caller.get(PATH, { id: document.id })).data;
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(content).toContain('<h2>第一章</h2><p>正文</p>');
    // A picture that is not one of our files goes altogether.
    expect(content).not.toContain('<img');
    expect(content).toContain('<a>点我</a>');
    expect(content).toContain('rel="noopener noreferrer"');
  });

  it('does not show drafts, documents not yet due, or unknown ids', async () => {
    const draft = await createDocument(server, { status: 'draft' });
    const future = await createDocument(server, { publishedAt: daysFromNow(1) });
    const caller = await signIn(server);
    for (const id of [draft.id, future.id, 2_000_000_000]) {
      const response = await caller.get(PATH, { id });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('内容不存在或尚未发布');
    }
    expect((await caller.get(PATH, { id: 'abc' })).statusCode).toBe(400);
  });
});
