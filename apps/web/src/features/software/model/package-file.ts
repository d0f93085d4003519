import type { SoftwarePackage } from '@portal/contracts';
import { downloadPaths, SOFTWARE_FILE_TYPES, UPLOAD_MAX_BYTES } from '../../../api/contract-values.ts';
import { fileExtension } from '../../files/index.ts';

/** What the file picker offers: the package types the server accepts. */
export const PACKAGE_ACCEPT = SOFTWARE_FILE_TYPES.map((type) => `.${type}`).join(',');

/** Why a chosen file is refused before it is sent (the server judges the bytes again). */
export function packageFileRefusal(file: { name: string; size: number }): 'badType' | 'tooLarge' | null {
  if (!(SOFTWARE_FILE_TYPES as readonly string[]).includes(fileExtension(file.name))) return 'badType';
  if (UPLOAD_MAX_BYTES > 0 && file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The download of a package's file, under its own name. */
export const packageDownloadUrl = (item: Pick<SoftwarePackage, 'fileUrl' | 'fileName'>) =>
  `${downloadPaths.file}?${new URLSearchParams({ fileName: item.fileName, fileUrl: item.fileUrl })}`;
