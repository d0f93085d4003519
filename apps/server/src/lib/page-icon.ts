/** The web app's icon (apps/web/public/logo.svg), for the pages the server renders itself. */
export const PAGE_ICON = '<link rel="icon" type="image/svg+xml" href="/logo.svg">';
