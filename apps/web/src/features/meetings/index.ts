export { MeetingLayout } from './MeetingLayout.tsx';
export { contractRule } from './model/contract-rule.ts';
