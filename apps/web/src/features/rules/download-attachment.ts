import type { DocumentAttachment, Envelope } from '@portal/contracts';
import { NOT_SIGNED_IN_CODE, XHR_HEADER_VALUE } from '../../api/contract-values.ts';
import { showApiError } from '../../api/feedback.ts';
import { goToSignOn } from '../../api/sign-on.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { fileDownloadHref, fileNameFromDisposition } from './model/download-links.ts';

/**
 * DownloadFileByUrl answers a blob: it is fetched and saved under the name the server's
 * Content-Disposition gives; a refusal comes back as an envelope and is shown like any call's.
 */
export async function downloadAttachment(attachment: DocumentAttachment): Promise<void> {
  const response = await fetch(fileDownloadHref(attachment), {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': XHR_HEADER_VALUE, 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope<null> | null;
    if (String(body?.code) === NOT_SIGNED_IN_CODE) goToSignOn();
    else showApiError(body?.message || response.statusText);
    throw new Error(body?.message || response.statusText);
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? attachment.filename;
  saveBlob(await response.blob(), name);
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is freed a little later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
