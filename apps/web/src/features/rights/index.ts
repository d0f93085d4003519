export { RightGate } from './components/RightGate.tsx';
export { useHoldsRight, useReloadMyRights } from './use-my-rights.ts';
