/** The rule library and the `documents` table it owns (notices are documents too, read by news and home). */
export { toNewsDetail, toNewsSummary, toRuleDocSummary } from './document-view.ts';
export {
  type DocumentRow,
  findDocumentPage,
  findLatestDocuments,
  findVisibleDocument,
  insertDocument,
  type NewDocument,
} from './repository.ts';
export { rulesRoutes } from './routes.ts';
