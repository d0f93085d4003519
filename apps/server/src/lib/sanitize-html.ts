import { navigations } from '@portal/contracts';
import sanitize from 'sanitize-html';

/**
 * Stored rich text (rules, notices, honor articles, disclosures, meeting minutes) is cleaned on the
 * server BEFORE it is saved, so the web app only ever renders HTML that went through here: no script
 * or style elements, no event handlers, no javascript:/data: links, and pictures only from this
 * portal's own files. A picture from any other host would be fetched by every reader's browser,
 * telling that host who read the text and when.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links that leave the page open a new tab without handing it our window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnFileUrl(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

// `/file/content/<ossKey>` on this origin, the one shape the files feature writes (a key has no slash).
const OWN_FILE_URL = new RegExp(`^${navigations.fileContent}/[A-Za-z0-9_-][A-Za-z0-9._-]*$`);
const isOwnFileUrl = (src: string) => OWN_FILE_URL.test(src);

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
