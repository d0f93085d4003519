import type { SOFTWARE_FILE_TYPES } from '@portal/contracts';
import { fileTypeFromFile } from 'file-type';
import type { StoredType } from '../files/index.ts';

type PackageExtension = (typeof SOFTWARE_FILE_TYPES)[number];

/** What the bytes say (file-type's MIME) → the package type it is stored as. */
const PACKAGE_TYPES: Record<string, { extension: PackageExtension; contentType: string }> = {
  'application/zip': { extension: 'zip', contentType: 'application/zip' },
  'application/x-msdownload': {
    extension: 'exe',
    contentType: 'application/vnd.microsoft.portable-executable',
  },
  // An .msi is an OLE compound file, as old Office files are: only the name tells them apart.
  'application/x-cfb': { extension: 'msi', contentType: 'application/x-msi' },
  'application/x-apple-diskimage': { extension: 'dmg', contentType: 'application/x-apple-diskimage' },
  'application/vnd.android.package-archive': {
    extension: 'apk',
    contentType: 'application/vnd.android.package-archive',
  },
  'application/x-deb': { extension: 'deb', contentType: 'application/vnd.debian.binary-package' },
  'application/x-rpm': { extension: 'rpm', contentType: 'application/x-rpm' },
};

/** The Content-Types a package file is stored with. */
export const PACKAGE_CONTENT_TYPES = Object.values(PACKAGE_TYPES).map((type) => type.contentType);

/**
 * The package type of a file on disk judged by its bytes alone, or null for anything else (a
 * PDF, an HTML page, a text file named setup.exe). The name must then end in its extension.
 */
export async function sniffPackage(filePath: string): Promise<StoredType | null> {
  const detected = await fileTypeFromFile(filePath);
  const type = detected && PACKAGE_TYPES[detected.mime];
  return type ? { contentType: type.contentType, extensions: [type.extension] } : null;
}
