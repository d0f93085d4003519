import { expect, type Page, test } from '@playwright/test';
import { signInAt } from './support/sign-in.ts';

/** The employee-service pages (galleries, offices, feedback, books, apartments, job rotation). */
const SERVICE_PAGES = [
  '/childrenDay',
  '/leRun',
  '/activity',
  '/workAddress',
  '/listenQuestionnaire',
  '/bookCorner',
  '/apartmentListings',
  '/jobListings',
];

const pathOf = (href: string) => href.replace(/^.*#/, '').split('?')[0] ?? '';

/** The hash links a region of the page shows right now. */
const hashLinks = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href*="#/"]`)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));

test('every link of the home page, the header and the footer to an employee service opens that page', async ({
  page,
}) => {
  await signInAt(page, '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const notice = page.getByTestId('retirement-notice');
  if (await notice.isVisible()) await page.getByTestId('retirement-notice-ok').click();

  await expect(page.getByTestId('home-banner-slide').first()).toBeVisible();
  const toggle = page.getByTestId('home-activities-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const links = [
    ...(await hashLinks(page, '[data-testid="home-banner"]')),
    ...(await hashLinks(page, '[data-testid="home-activities"]')),
    ...(await hashLinks(page, 'footer')),
  ];
  for (const menu of ['businessTools', 'serviceTools']) {
    await page.getByTestId(`nav-menu-${menu}`).hover();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    links.push(
      ...(await page
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))),
    );
    await page.mouse.move(0, 600);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  }

  const serviceLinks = [...new Set(links.filter((href) => SERVICE_PAGES.includes(pathOf(href))))].sort();
  // The links the issue names are all there: banner slides, activities, footer and menus.
  expect([...new Set(serviceLinks.map(pathOf))].sort()).toEqual([...SERVICE_PAGES].sort());

  for (const href of serviceLinks) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    expect(page.url(), href).not.toContain('#/404');
    await expect(page.locator('.ant-result-404'), href).toHaveCount(0);
    await expect(page.locator('main, #root').getByRole('heading').first(), href).toBeVisible();
  }
});
