import { type RouteAnswer, templateDocAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { sampleOffice } from '../files/sample-files.ts';
import { createDocument, createDocumentWithFiles, daysFromNow, uniqueTag } from './test-factories.ts';

const server = useTestServer();
const PATH = '/new/api/sso/portal/getTemplateDocWithType';
type Answer = RouteAnswer<'rulesTemplateDocList'>;

const template = (title: string, templateCategory: 'contract' | 'extra', templateType: string, age = 1) =>
  createDocument(server, {
    kind: 'template',
    title,
    templateCategory,
    templateType,
    publishedAt: daysFromNow(-age),
  });

/** 3 purchase and 2 sales contract templates, 2 administration other templates, one draft. */
async function library(tag: string) {
  await template(`设备采购合同 ${tag}`, 'contract', 'purchase', 1);
  await template(`软件采购合同 ${tag}`, 'contract', 'purchase', 2);
  await template(`框架采购协议 ${tag}`, 'contract', 'purchase', 3);
  await template(`产品销售合同 ${tag}`, 'contract', 'sales', 4);
  await template(`经销协议 ${tag}`, 'contract', 'sales', 5);
  await template(`用印申请表 ${tag}`, 'extra', 'administration', 1);
  await template(`会议纪要 ${tag}`, 'extra', 'administration', 2);
  await createDocument(server, {
    kind: 'template',
    title: `草稿模板 ${tag}`,
    templateCategory: 'contract',
    templateType: 'purchase',
    status: 'draft',
  });
}

describe('GET getTemplateDocWithType', () => {
  it('answers contract and other templates with the template-type counts of the chosen category', async () => {
    const tag = uniqueTag();
    await library(tag);
    const caller = await signIn(server);
    const response = await caller.get(PATH, { title: tag, type: 'contract' });
    const data = templateDocAnswer.parse(envelope(response).data);
    expect(data.contract.totalCount).toBe(5);
    expect(data.contract.items.map((item) => item.title)[0]).toBe(`设备采购合同 ${tag}`);
    expect(data.extra.totalCount).toBe(2);
    expect(data.templateTypes).toEqual([
      { templateType: 'purchase', count: 3 },
      { templateType: 'sales', count: 2 },
    ]);

    const extra = envelope<Answer>(await caller.get(PATH, { title: tag, type: 'extra' })).data;
    expect(extra.templateTypes).toEqual([{ templateType: 'administration', count: 2 }]);
  });

  it('filters the chosen category by template type, keeping the counts of every type', async () => {
    const tag = uniqueTag();
    await library(tag);
    const caller = await signIn(server);
    const data = envelope<Answer>(
      await caller.get(PATH, { title: tag, type: 'contract', templateType: 'sales' }),
    ).data;
    expect(data.contract.items.map((item) => item.title)).toEqual([`产品销售合同 ${tag}`, `经销协议 ${tag}`]);
    expect(data.contract.items[0]?.templateType).toBe('sales');
    expect(data.contract.totalCount).toBe(2);
    // The other category has template types of its own: the filter does not touch it.
    expect(data.extra.totalCount).toBe(2);
    expect(data.templateTypes.map((entry) => entry.count)).toEqual([3, 2]);
  });

  it('pages 8 at a time', async () => {
    const tag = uniqueTag();
    for (let age = 1; age <= 9; age += 1) await template(`模板${age} ${tag}`, 'extra', 'finance', age);
    const caller = await signIn(server);
    const first = envelope<Answer>(await caller.get(PATH, { title: tag, type: 'extra' })).data;
    expect(first.extra.items).toHaveLength(8);
    expect(first.extra.totalCount).toBe(9);
    const second = envelope<Answer>(await caller.get(PATH, { title: tag, type: 'extra', pageNo: 2 })).data;
    expect(second.extra.items.map((item) => item.title)).toEqual([`模板9 ${tag}`]);
  });

  it('lists the principal and attachments a row downloads', async () => {
    const tag = uniqueTag();
    const { ossKeys } = await createDocumentWithFiles(
      server,
      {
        kind: 'template',
        title: `劳动合同 ${tag}`,
        templateCategory: 'contract',
        templateType: 'labor',
        templatePrincipal: '张伟',
      },
      [{ name: '劳动合同（标准版）.docx', bytes: sampleOffice('docx'), kind: 'docx' }],
    );
    const caller = await signIn(server);
    const [item] = envelope<Answer>(await caller.get(PATH, { title: tag })).data.contract.items;
    expect(item).toMatchObject({ templatePrincipal: '张伟', templateType: 'labor' });
    expect(item?.attachments.map((file) => file.fileUrl)).toEqual([`/file/content/${ossKeys[0]}`]);
  });

  it('refuses an unknown category', async () => {
    const caller = await signIn(server);
    const response = await caller.get(PATH, { type: 'other' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain('type');
  });
});
