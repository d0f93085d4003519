import { z } from 'zod';
import { uploadedFile } from './files.ts';
import { maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

export const SOFTWARE_CATEGORIES = [
  'office',
  'development',
  'communication',
  'security',
  'design',
  'utility',
] as const;
export type SoftwareCategory = (typeof SOFTWARE_CATEGORIES)[number];
export const SOFTWARE_PLATFORMS = ['windows', 'macos', 'linux', 'android'] as const;
export type SoftwarePlatform = (typeof SOFTWARE_PLATFORMS)[number];
/** What a package file may be, judged by its bytes (its name must end in the same extension). */
export const SOFTWARE_FILE_TYPES = ['zip', 'exe', 'msi', 'dmg', 'apk', 'deb', 'rpm'] as const;

/** A published version of a software package, with where its file downloads from. */
export const softwarePackage = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(SOFTWARE_CATEGORIES),
  platform: z.enum(SOFTWARE_PLATFORMS),
  version: z.string(),
  description: z.string(),
  /** Bytes of the file. */
  size: z.number(),
  fileName: z.string(),
  /** The stored file's content URL: the download link passes it to the download call. */
  fileUrl: z.string(),
  publishedAt: z.string(),
  publisher: z.string(),
});
export type SoftwarePackage = z.infer<typeof softwarePackage>;

const category = z.enum(SOFTWARE_CATEGORIES, { message: 'software.category' });

export const softwareListQuery = z.object({
  keyword: text().trim().check(maxChars(100)).default(''),
  category: category.optional(),
});

export const softwarePublishRequest = z.object({
  name: text()
    .trim()
    .min(1, { message: 'software.nameRequired' })
    .check(maxChars(100, { message: 'software.nameTooLong' })),
  category,
  platform: z.enum(SOFTWARE_PLATFORMS, { message: 'software.platform' }),
  version: text()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$/, { message: 'software.version' }),
  description: text()
    .trim()
    .check(maxChars(1000, { message: 'software.descriptionTooLong' }))
    .default(''),
  /** A file uploaded through softwareUpload. */
  ossKey: text().min(1).max(200),
});
export type SoftwarePublishRequest = z.input<typeof softwarePublishRequest>;

/** Why a software package or version was refused. */
export const SOFTWARE_ERROR_KEYS = [
  'software.category',
  'software.platform',
  'software.nameRequired',
  'software.nameTooLong',
  'software.version',
  'software.descriptionTooLong',
  'software.badType',
  'software.unknownFile',
  'software.duplicate',
  'software.fileTaken',
] as const;

export const softwareRoutes = {
  // Added: the software download page's calls are not shown.
  softwareList: define({
    method: 'GET',
    path: '/software/list',
    query: softwareListQuery,
    answer: z.array(softwarePackage),
  }),
  /** A package file, stored for a publish that follows. */
  softwareUpload: define({ method: 'POST', path: '/software/upload', multipart: true, answer: uploadedFile }),
  softwarePublish: define({
    method: 'POST',
    path: '/software/publish',
    body: softwarePublishRequest,
    answer: softwarePackage,
  }),
} as const;
