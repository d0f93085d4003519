/**
 * Where the page's language is remembered (localStorage). A module of its own because the build
 * reads it too: the first-load preloader in index.html fetches the remembered language's texts.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language';
