import { answerFrom } from './support/answers.ts';
import { chooseOption } from './support/select.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** The demo sign-on page lists the administrator first, then a right holder, then employees. */
const ADMINISTRATOR = 0;
const EMPLOYEE = 2;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// The once-only retirement notice is fixed over the console's buttons on a browser's first page.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('portal.retirementNoticeShown', 'seen')),
);

test('a room administrator creates a room in a new place, finds it on the room page shut before it opens, then retires it', async ({
  page,
}) => {
  const name = `星海厅${Date.now() % 100_000}`;
  await signInAt(page, '/admin/rooms/editor', ADMINISTRATOR);
  await expect(page.getByTestId('room-editor-rooms')).toBeVisible();

  await page.getByTestId('room-new').click();
  const form = page.getByTestId('room-form');
  await form.getByLabel('会议室名称').fill(name);
  await form.getByLabel('城市').fill('杭州');
  await form.getByLabel('楼宇').fill('滨江一号楼');
  await form.getByLabel('楼层').fill('5层');
  await form.getByLabel('容纳人数').fill('12');
  await form.getByLabel('白板').check();
  // The times are typed to find them, as a person would rather than scroll 48 half hours.
  await form.getByLabel('开放时间').fill('09:0');
  await chooseOption(page, '09:00');
  const created = answerFrom(page, '/admin/rooms/editor/create');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('会议室已创建')).toBeVisible();

  // The room page offers the new place and lists the room, shut before it opens.
  await page.goto('/#/meeting/meetingOrder');
  await page.getByTestId('location-cascader').click();
  for (const level of ['杭州', '滨江一号楼', '5层']) {
    await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${level}$`) }).click();
  }
  const row = page.locator(`[data-room-name="${name}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-testid$="-08:30"]')).toHaveAttribute('data-state', 'disabled');

  // Retired, it leaves the room page; the console marks it.
  await page.goto('/#/admin/rooms/editor');
  await page.getByTestId('room-editor-search').locator('input').fill(name);
  await page.getByTestId('room-editor-search').locator('input').press('Enter');
  await expect(page.getByTestId('room-editor-count')).toContainText('共 1 间会议室');
  await page.locator('[data-testid^="room-retire-"]').first().click();
  await expect(page.getByTestId('room-retire-hits')).toContainText('该会议室没有未来的预订');
  const retired = answerFrom(page, '/admin/rooms/editor/retire');
  await page.locator('#room-retire-confirm').click();
  expect((await retired).status()).toBe(200);
  await expect(page.locator('[data-testid^="room-retired-"]')).toHaveText('已下线');
});

test('an employee without the rooms right is refused the console calls', async ({ page }) => {
  await signInAt(page, '/', EMPLOYEE);
  const list = await page.request.get('/admin/rooms/editor/list', { headers: XHR });
  expect(list.status()).toBe(403);
  expect((await list.json()).error).toBe('auth.forbidden');
  const create = await page.request.post('/admin/rooms/editor/create', {
    headers: XHR,
    data: { name: '越权', city: '杭州', building: '滨江一号楼', floor: null, capacity: 4, devices: [] },
  });
  expect(create.status()).toBe(403);
  expect((await create.json()).error).toBe('auth.forbidden');
});
