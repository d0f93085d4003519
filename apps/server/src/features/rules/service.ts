import type {
  RouteAnswer,
  RuleDocGroup,
  ruleDocListQuery,
  TemplateCategory,
  templateDocQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { toRuleDocListItem } from './document-view.ts';
import {
  countByTemplateType,
  type DocumentFilter,
  findDocumentAttachments,
  findDocumentPage,
  type PageRequest,
} from './repository.ts';

interface RulesDependencies {
  db: Database;
  clock: CompanyClock;
}

async function documentGroup(
  { db, clock }: RulesDependencies,
  filter: DocumentFilter,
  page: PageRequest,
): Promise<RuleDocGroup> {
  const { rows, totalCount } = await findDocumentPage(db, filter, page);
  const attachments = await findDocumentAttachments(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toRuleDocListItem(row, attachments.get(row.id) ?? [], clock)),
    totalCount,
  };
}

/** SPEC §7 getRuleDocListWithType: the same page of management rules and of processes. */
export async function ruleDocList(
  deps: RulesDependencies,
  query: z.output<typeof ruleDocListQuery>,
): Promise<RouteAnswer<'rulesDocList'>> {
  const now = deps.clock.now();
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const [manage, process] = await Promise.all([
    documentGroup(deps, { kind: 'manage', now, title: query.title }, page),
    documentGroup(deps, { kind: 'process', now, title: query.title }, page),
  ]);
  return { manage, process };
}

/**
 * SPEC §7 getTemplateDocWithType: contract and other templates, both paged and filtered by title;
 * the templateType filter and its counts apply to the category `type` names, since each category
 * has template types of its own.
 */
export async function templateDocList(
  deps: RulesDependencies,
  query: z.output<typeof templateDocQuery>,
): Promise<RouteAnswer<'rulesTemplateDocList'>> {
  const now = deps.clock.now();
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const filterOf = (category: TemplateCategory): DocumentFilter => ({
    kind: 'template',
    now,
    title: query.title,
    templateCategory: category,
    templateType: category === query.type ? query.templateType : undefined,
  });
  const [contract, extra, templateTypes] = await Promise.all([
    documentGroup(deps, filterOf('contract'), page),
    documentGroup(deps, filterOf('extra'), page),
    countByTemplateType(deps.db, filterOf(query.type)),
  ]);
  return { contract, extra, templateTypes };
}
