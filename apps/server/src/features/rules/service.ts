import type {
  RouteAnswer,
  RuleDocGroup,
  ruleDocListQuery,
  TemplateCategory,
  templateDocQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { findAttachmentsOf } from '../files/index.ts';
import { toRuleDocListItem } from './document-view.ts';
import {
  countByTemplateType,
  type DocumentFilter,
  findDocumentPage,
  isDocumentVisible,
  type PageRequest,
} from './repository.ts';

export function createRulesService({ db, clock }: AppContext) {
  async function documentGroup(filter: DocumentFilter, page: PageRequest): Promise<RuleDocGroup> {
    const { rows, totalCount } = await findDocumentPage(db, filter, page);
    const attachments = await findAttachmentsOf(
      db,
      'document',
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toRuleDocListItem(row, attachments.get(row.id) ?? [], clock)),
      totalCount,
    };
  }

  return {
    /** A document (a rule, a process, a notice…) is open to comments while it is published and due. */
    isOpenToComments(id: number): Promise<boolean> {
      return isDocumentVisible(db, id, clock.now());
    },

    /** The same page of management rules and of processes, both filtered by title. */
    async ruleDocList(query: z.output<typeof ruleDocListQuery>): Promise<RouteAnswer<'rulesDocList'>> {
      const now = clock.now();
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const [manage, process] = await Promise.all([
        documentGroup({ kind: 'manage', now, title: query.title }, page),
        documentGroup({ kind: 'process', now, title: query.title }, page),
      ]);
      return { manage, process };
    },

    /**
     * Contract and other templates, both paged and filtered by title; the templateType filter and
     * its counts apply to the category `type` names, since each category has template types of its own.
     */
    async templateDocList(
      query: z.output<typeof templateDocQuery>,
    ): Promise<RouteAnswer<'rulesTemplateDocList'>> {
      const now = clock.now();
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const filterOf = (category: TemplateCategory): DocumentFilter => ({
        kind: 'template',
        now,
        title: query.title,
        templateCategory: category,
        templateType: category === query.type ? query.templateType : undefined,
      });
      const [contract, extra, templateTypes] = await Promise.all([
        documentGroup(filterOf('contract'), page),
        documentGroup(filterOf('extra'), page),
        countByTemplateType(db, filterOf(query.type)),
      ]);
      return { contract, extra, templateTypes };
    },
  };
}
