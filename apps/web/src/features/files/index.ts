export { AttachmentUpload } from './AttachmentUpload.tsx';
export { fileExtension } from './upload-rules.ts';
