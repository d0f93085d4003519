export { CommentsPanel } from './CommentsPanel.tsx';
export { useThreadCounts } from './hooks/use-thread-counts.ts';
export { shortDepartment } from './model/comment-rules.ts';
