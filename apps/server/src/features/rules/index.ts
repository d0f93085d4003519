/** The rule library and the `documents` table it owns (notices are documents too, read by news and home). */
import { documentDueHandlers } from './editor/due-job.ts';
import { rulesRoutes } from './routes.ts';

export { readIn, toNewsDetail, toNewsSummary, toRuleDocSummary } from './document-view.ts';
export { documentDueJobs } from './editor/due-job.ts';
export {
  type EditedDocument,
  findEditedDocument,
  findEditorPage,
  updateDocument,
} from './editor/repository.ts';
export {
  findDocumentPage,
  findLatestDocuments,
  findVisibleDocument,
  insertDocument,
} from './repository.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: rulesRoutes, jobs: documentDueHandlers };
