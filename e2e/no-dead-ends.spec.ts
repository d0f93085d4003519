import type { Page } from '@playwright/test';
import { freshContent, goByHash, walksByHash } from './support/hash-walk.ts';
import { type WatchedRequests, watchRequests } from './support/requests.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const NAV_MENUS = ['publicNotice', 'myWork', 'businessTools', 'serviceTools'];

/** A page's own title, inside the page area (the header has none). */
const HEADING = ':is(h1, h2, h3, h4, h5, h6, [role="heading"])';

/** The links a region of the page shows right now. */
const linksIn = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));

/** Opens a header menu (hover), reads its items' links, and lets it close again. */
async function menuLinks(page: Page, triggerTestId: string): Promise<string[]> {
  await page.getByTestId(triggerTestId).hover();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  const hrefs = await page
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
  await page.mouse.move(0, 600);
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  return hrefs.filter(Boolean);
}

/** Every link the shell (header menus, user menu, footer) and the home page render for an employee. */
async function collectPortalLinks(page: Page, requests: WatchedRequests): Promise<string[]> {
  await expect(page.getByTestId('home-page')).toBeVisible();
  const notice = page.getByTestId('retirement-notice');
  if (await notice.isVisible()) await page.getByTestId('retirement-notice-ok').click();
  await expect(page.getByTestId('home-banner-slide').first()).toBeVisible();
  const toggle = page.getByTestId('home-activities-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await requests.settled();

  const links = [...(await linksIn(page, 'main')), ...(await linksIn(page, 'footer'))];
  for (const menu of NAV_MENUS) links.push(...(await menuLinks(page, `nav-menu-${menu}`)));
  links.push(...(await menuLinks(page, 'user-menu-trigger')));
  return [...new Set(links)];
}

const sameOrigin = (page: Page, href: string) =>
  new URL(href, page.url()).origin === new URL(page.url()).origin;

test('every link the shell and the home page show opens a real page: no 404, no raw JSON', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const requests = watchRequests(page);
  await signInAt(page, '/');
  const links = await collectPortalLinks(page, requests);
  const internal = links.filter((href) => !href.startsWith('javascript:') && sameOrigin(page, href));
  // Header menus, user menu, footer, banner, quick links and activities link into the portal.
  expect(internal.length).toBeGreaterThan(30);
  for (const href of links.filter((link) => !internal.includes(link))) {
    // Another host (mail, wiki, goals…): the portal only promises a well-formed web address.
    expect(new URL(href).protocol, href).toMatch(/^https?:$/);
  }

  for (const href of internal) {
    const target = new URL(href, page.url());
    if (walksByHash(page.url(), target.href)) {
      // A page of the app: reached by its hash, as a click does, without loading the app again.
      await goByHash(page, target.hash.slice(1), HEADING);
    } else {
      // A fresh document otherwise: a link that differs only after `#` on the same route would stay
      // in the page, where nothing marks that the new page has its code and data.
      await page.goto('about:blank');
      const response = await page.goto(href);
      expect(response?.headers()['content-type'] ?? 'text/html', href).toContain('text/html');
    }
    // A page of its own: something titled inside the page area, not just the header (the 404
    // page has none). Once its calls are answered, it is where the link leads.
    await expect(freshContent(page, HEADING).first(), href).toBeVisible();
    await requests.settled(href);
    expect(page.url(), href).not.toContain('#/404');
    await expect(page.locator('.ant-result-404'), href).toHaveCount(0);
  }
});
