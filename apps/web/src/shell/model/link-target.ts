/** Links to other systems open in a new window; the portal's own pages open in place. */
export const opensInNewWindow = (url: string) => /^https?:\/\//i.test(url);

/** The `target`/`rel` of an anchor to `url`. */
export const anchorTarget = (url: string) =>
  opensInNewWindow(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
