import { IMPORT_FILE_FIELD, IMPORT_NAME_FIELD, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import type { Caller, TestServer } from './support.ts';

export type Part =
  | { field: string; value: string }
  | { field: string; fileName: string; bytes: Buffer; type?: string };

const BOUNDARY = '----portal-test-7d3f';
/** The content type of a body multipartBody wrote. */
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body written by hand, as a browser's FormData would send it. */
export function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    const content = 'value' in part ? Buffer.from(part.value) : part.bytes;
    return [Buffer.from(head), content, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export interface UploadOptions {
  xhr?: boolean;
  parts?: Part[];
  /** Another upload route than the attachments' (a console's picture upload). */
  url?: string;
}

/** Uploads like the web client: the `name` field, then the file under `multipartFile`. */
export function uploadTo(
  server: TestServer,
  caller: Pick<Caller, 'cookie'> | null,
  bytes: Buffer,
  name: string,
  options: UploadOptions = {},
) {
  const parts = options.parts ?? [
    { field: 'name', value: name },
    { field: 'multipartFile', fileName: name, bytes },
  ];
  return server.app.inject({
    method: 'POST',
    url: options.url ?? '/portalApi/file/upload/multipartFile',
    headers: {
      'content-type': MULTIPART_CONTENT_TYPE,
      ...(caller ? { cookie: caller.cookie } : {}),
      ...(options.xhr === false ? {} : { [XHR_HEADER]: XHR_HEADER_VALUE }),
    },
    payload: multipartBody(parts),
  });
}

/** Sends a spreadsheet to a module's import route like the web client: `name`, then the file under `file`. */
export function importSpreadsheet(
  server: TestServer,
  caller: Pick<Caller, 'cookie'>,
  url: string,
  file: { bytes: Buffer; fileName: string },
  language: 'zh' | 'en' = 'zh',
) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'accept-language': language,
      cookie: caller.cookie,
      [XHR_HEADER]: XHR_HEADER_VALUE,
    },
    payload: multipartBody([
      { field: IMPORT_NAME_FIELD, value: file.fileName },
      { field: IMPORT_FILE_FIELD, fileName: file.fileName, bytes: file.bytes },
    ]),
  });
}
