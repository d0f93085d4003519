/** The rule library and the `documents` table it owns (notices are documents too, read by news and home). */
import { rulesRoutes } from './routes.ts';

export { toNewsDetail, toNewsSummary, toRuleDocSummary } from './document-view.ts';
export {
  findDocumentPage,
  findLatestDocuments,
  findVisibleDocument,
  insertDocument,
} from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: rulesRoutes };
