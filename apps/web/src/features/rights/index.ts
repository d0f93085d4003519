export { useHoldsRight, useReloadMyRights } from './use-my-rights.ts';
