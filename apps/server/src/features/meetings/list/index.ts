/** The meeting lists: which meetings each list type holds for the caller. */
export { createListOperations } from './service.ts';
