import { z } from 'zod';
import { text } from './primitives.ts';
import { define } from './route-definition.ts';

/** Upload defaults: 104857600 bytes (0 = unlimited) and these types. */
export const UPLOAD_MAX_BYTES = 104_857_600;
export const UPLOAD_ALLOWED_TYPES = ['jpg', 'jpeg', 'png', 'pdf', 'docx', 'xlsx', 'pptx'] as const;
export const UPLOAD_FIELD = 'multipartFile';

/** An uploaded file. */
export const uploadedFile = z.object({ ossKey: z.string(), path: z.string(), name: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

export const filesByOssKeysQuery = z.object({
  ossKeys: text()
    .max(4000)
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
});

/** Why an upload or a stored file was refused. */
export const FILES_ERROR_KEYS = [
  'file.missing',
  'file.malformed',
  'file.tooLarge',
  'file.badType',
  'file.nameMismatch',
  'file.notFound',
  'file.uploadFailed',
  'file.quotaExceeded',
  'file.notAnImage',
  'file.imageTooLarge',
] as const;

export const filesRoutes = {
  fileUpload: define({
    method: 'POST',
    path: '/portalApi/file/upload/multipartFile',
    multipart: true,
    answer: uploadedFile,
  }),
  filesByOssKeys: define({
    method: 'GET',
    path: '/file/getPortalFileByOssKeys',
    query: filesByOssKeysQuery,
    answer: z.array(uploadedFile),
  }),
} as const;
