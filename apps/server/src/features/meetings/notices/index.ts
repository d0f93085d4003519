/** The meetings' red dot (`meeting_notice_reads`). */
export { createNoticeOperations } from './service.ts';
