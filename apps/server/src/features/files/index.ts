/** Uploads, stored files and their storage. */
export { fileRoutes } from './routes.ts';
export { type FileStorage, LocalFolderStorage } from './storage.ts';
