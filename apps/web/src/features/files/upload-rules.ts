import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '../../api/contract-values.ts';

/** How long each upload message stays, in seconds. */
export const UPLOAD_MESSAGE_SECONDS = {
  tooLarge: 5,
  tooMany: 2,
  // The wrong-type message reads like any notice.
  badType: 3,
  failed: 2,
  errorEvent: 5,
} as const;

export interface UploadLimits {
  /** Largest file in bytes; 0 means unlimited. */
  maxBytes: number;
  /** Most files in one field; 0 means no limit. */
  limit: number;
  allowedTypes: readonly string[];
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: UPLOAD_MAX_BYTES,
  limit: 0,
  allowedTypes: UPLOAD_ALLOWED_TYPES,
};

export type UploadRefusal = 'tooLarge' | 'badType' | 'tooMany';

/** The lower-case extension after the last dot ("" for "README" or ".env"), as the server reads it. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedType(name: string, allowedTypes: readonly string[]): boolean {
  const extension = fileExtension(name);
  return extension !== '' && allowedTypes.some((type) => type.toLowerCase() === extension);
}

export function exceedsSizeLimit(bytes: number, maxBytes: number): boolean {
  return maxBytes > 0 && bytes > maxBytes;
}

/** `alreadyChosen` counts the field's files plus those picked before this one in the same batch. */
export function exceedsCountLimit(alreadyChosen: number, limit: number): boolean {
  return limit > 0 && alreadyChosen + 1 > limit;
}

/** The first rule a picked file breaks, in order (size, type, count), or null when it may go. */
export function refuseUpload(
  file: { name: string; size: number },
  alreadyChosen: number,
  limits: UploadLimits,
): UploadRefusal | null {
  if (exceedsSizeLimit(file.size, limits.maxBytes)) return 'tooLarge';
  if (!isAllowedType(file.name, limits.allowedTypes)) return 'badType';
  if (exceedsCountLimit(alreadyChosen, limits.limit)) return 'tooMany';
  return null;
}

/** An attachment field is a comma-joined list of ossKeys. */
export function splitOssKeys(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

export function joinOssKeys(keys: readonly string[]): string {
  return keys.join(',');
}

/** The `accept` attribute for the browser's file chooser; the rules above still decide. */
export function acceptAttribute(allowedTypes: readonly string[]): string {
  return allowedTypes.map((type) => `.${type}`).join(',');
}
