/** The rule library and the `documents` table it owns (notices are documents too, read by news and home). */
export { toNewsDetail, toNewsSummary, toRuleDocSummary } from './document-view.ts';
export {
  findDocumentPage,
  findLatestDocuments,
  findVisibleDocument,
  insertDocument,
} from './repository.ts';
export { rulesRoutes } from './routes.ts';
