/** The help widget's signed chat address. */
export { helpChatRoutes } from './routes.ts';
