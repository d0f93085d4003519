/**
 * The recorder writes minutes as plain text; the server keeps (sanitized) HTML. A paragraph per
 * line, escaped, so what is typed is shown as typed.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function minutesHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<p>${escapeHtml(line)}</p>` : '<p><br></p>'))
    .join('')
    .replace(/(<p><br><\/p>)+$/, '');
}

/** Back to text for editing: one line per block, entities decoded by the browser's parser. */
export function minutesText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
