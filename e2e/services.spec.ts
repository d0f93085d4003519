import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('book corner: the seeded books with their recommenders, and the banner to the library', async ({
  page,
}) => {
  await signInAt(page, '/bookCorner');
  const cards = page.getByTestId('book-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('book-name').filter({ hasText: '三体' })).toBeVisible();

  // Names come from the HR look-up after the books: every card ends up with a department and a name.
  const recommenders = page.getByTestId('book-recommender');
  await expect(recommenders.first()).toHaveText(/^推荐人：\S+ · \S+$/);
  for (const line of await recommenders.allTextContents()) expect(line).toMatch(/^推荐人：\S+ · \S+$/);

  const cover = cards.first().locator('img');
  await expect(cover).toHaveAttribute('src', /^\/file\/content\//);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const banner = page.getByTestId('book-corner-banner');
  await expect(banner).toHaveAttribute('href', /^https?:\/\//);
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('rel', 'noopener noreferrer');
});

test('office addresses: a country and a city with several offices are merged cells', async ({ page }) => {
  await signInAt(page, '/workAddress');
  const table = page.getByTestId('office-table');
  await expect(table.getByRole('columnheader')).toHaveText(['国家', '地区', '详细地址', '联系人', '邮箱']);
  const rows = table.locator('tbody tr.ant-table-row');
  // The headers show while the offices load: count the rows once they have come.
  await expect(rows.first()).toBeVisible();
  const rowCount = await rows.count();
  expect(rowCount).toBeGreaterThanOrEqual(9);

  // 中国 spans every Chinese office; 北京's offices share one region cell.
  const china = table.locator('td', { hasText: /^中国$/ });
  await expect(china).toHaveCount(1);
  const chinaSpan = Number(await china.getAttribute('rowspan'));
  expect(chinaSpan).toBeGreaterThan(1);
  expect(chinaSpan).toBeLessThan(rowCount);
  const beijing = table.locator('td', { hasText: /^北京$/ });
  await expect(beijing).toHaveCount(1);
  expect(Number(await beijing.getAttribute('rowspan'))).toBeGreaterThan(1);
  await expect(table.locator('td', { hasText: /^新加坡$/ })).toHaveCount(2);
  await expect(table.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
});
