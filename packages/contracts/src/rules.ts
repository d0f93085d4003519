import { z } from 'zod';
import { documentAttachment, pageNoField, pageSizeField, titleFilterField } from './news/index.ts';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The rule list shows 8 rows a page. */
export const RULE_LIST_PAGE_SIZE = 8;

/** getTemplateDocWithType `type`: contract templates or other ("extra") templates. */
export const TEMPLATE_CATEGORIES = ['contract', 'extra'] as const;
export const templateCategory = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof templateCategory>;

/** A list row: a rule doc without its content; attachments let a template row download. */
export const ruleDocListItem = z.object({
  id: z.number(),
  title: z.string(),
  department: z.string(),
  /** Published, and last updated, as `YYYY-MM-DD HH:mm:ss` in the company's zone. */
  pTime: z.string(),
  uTime: z.string(),
  templateType: z.string().nullable(),
  templatePrincipal: z.string().nullable(),
  attachments: z.array(documentAttachment),
});
export type RuleDocListItem = z.infer<typeof ruleDocListItem>;

/** One group of a rule-library answer: a page of items and how many match in all. */
export const ruleDocGroup = z.object({ items: z.array(ruleDocListItem), totalCount: z.number() });
export type RuleDocGroup = z.infer<typeof ruleDocGroup>;

export const ruleDocListQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(RULE_LIST_PAGE_SIZE),
  title: titleFilterField,
});
export type RuleDocListQuery = z.input<typeof ruleDocListQuery>;

/** getRuleDocListWithType: the management rules and the processes, each paged alike. */
export const ruleDocListAnswer = z.object({ manage: ruleDocGroup, process: ruleDocGroup });

export const templateDocQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(RULE_LIST_PAGE_SIZE),
  title: titleFilterField,
  /** Blank: every template type. */
  templateType: text().trim().check(maxChars(50)).default(''),
  type: templateCategory.default('contract'),
});
export type TemplateDocQuery = z.input<typeof templateDocQuery>;

export const templateTypeCount = z.object({ templateType: z.string(), count: z.number() });

/**
 * getTemplateDocWithType: both groups, paged and filtered by title; the templateType filter
 * and the templateType counts belong to the group named by `type` (docs/rules.md).
 */
export const templateDocAnswer = z.object({
  contract: ruleDocGroup,
  extra: ruleDocGroup,
  templateTypes: z.array(templateTypeCount),
});
export type TemplateDocAnswer = z.infer<typeof templateDocAnswer>;

/** The rule library's calls (on the portal's own origin); a rule doc's detail is news' detail call. */
export const rulesRoutes = {
  rulesDocList: define({
    method: 'GET',
    path: '/new/api/sso/portal/getRuleDocListWithType',
    query: ruleDocListQuery,
    answer: ruleDocListAnswer,
  }),
  rulesTemplateDocList: define({
    method: 'GET',
    path: '/new/api/sso/portal/getTemplateDocWithType',
    query: templateDocQuery,
    answer: templateDocAnswer,
  }),
} as const;
