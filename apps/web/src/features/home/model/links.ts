/** How the home page opens a stored link: an in-app hash route here, another site in a new tab. */
export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

const IN_APP = /^\/(#\/|$)/;
const WEB = /^https?:\/\//i;

/**
 * Links come from editable content (banners, quick links, activities). Only in-app hash routes and
 * http(s) addresses are followed; anything else (javascript:, data:, a bare path) is no link at all.
 */
export function linkTarget(url: string): LinkTarget | null {
  const trimmed = url.trim();
  if (IN_APP.test(trimmed)) return { kind: 'internal', href: trimmed };
  if (WEB.test(trimmed)) return { kind: 'external', href: trimmed };
  return null;
}

/** The anchor attributes for a link target: another site opens in a new tab, without our window. */
export const anchorProps = (target: LinkTarget) =>
  target.kind === 'external'
    ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: target.href };

/** A link to one of this app's routes, e.g. `/ruleDetail?id=3&type=inform`. */
export const inApp = (path: string): LinkTarget => ({ kind: 'internal', href: `/#${path}` });
