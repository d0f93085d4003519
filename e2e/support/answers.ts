import type { Page, Response } from '@playwright/test';

/**
 * The page's next answer from `path` (an API route's path). Start waiting before the action that
 * calls it, then await it before looking for what the answer shows: reading a spreadsheet, for
 * one, takes the server a while on a busy machine, and the message after it shows only briefly.
 */
export const answerFrom = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path);
