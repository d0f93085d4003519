import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshContent, goByHash, walksByHash } from './support/hash-walk.ts';
import { type WatchedRequests, watchRequests } from './support/requests.ts';
import { signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Every path of the web's route table, read from each feature's routes.ts that app/feature-routes.ts
 * registers, so a new page is walked too.
 */
const routePaths = () => {
  const web = path.resolve(import.meta.dirname, '../apps/web/src');
  const registry = readFileSync(path.join(web, 'app/feature-routes.ts'), 'utf8');
  return [...registry.matchAll(/from '\.\.\/(features\/[^/]+\/routes\.ts)'/g)].flatMap(([, file]) =>
    [
      ...readFileSync(path.join(web, file as string), 'utf8').matchAll(/(?:desktop|h5)Page\(\s*'([^']+)',/g),
    ].map(([, routePath]) => routePath as string),
  );
};

interface DemoIds {
  honor: number;
  rule: number;
  meeting: number;
  review: number;
  job: number;
  activityNo: number;
}

async function answer<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const response = await request.fetch(url, { method, headers: XHR, data });
  return ((await response.json()) as { data: T }).data;
}

/** An id of each kind the demo data holds, asked of the server as the signed-in page would. */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const honors = await answer<{ items: { id: number }[] }>(
    request,
    'POST',
    '/new/api/sso/portal/getNewsFile/wallOfFame',
    {},
  );
  const rules = await answer<{ manage: { items: { id: number }[] } }>(
    request,
    'GET',
    '/new/api/sso/portal/getRuleDocListWithType?pageNo=1',
  );
  const meetings = await answer<{ list: { id: number }[] }>(request, 'POST', '/meeting/list', {
    currentPage: 1,
    pageSize: 10,
    listType: 'all',
  });
  const reviews = await answer<{ list: { id: number }[] }>(request, 'POST', '/retrospective/list', {
    type: 'all',
    currentPage: 1,
    pageSize: 10,
  });
  const jobs = await answer<{ id: number }[]>(request, 'POST', '/rotation/list/query');
  const years = await answer<{ activities: { activityNo: number }[] }[]>(request, 'GET', '/activity/list');
  const ids = {
    honor: honors.items[0]?.id,
    rule: rules.manage.items[0]?.id,
    meeting: meetings.list[0]?.id,
    review: reviews.list[0]?.id,
    job: jobs[0]?.id,
    activityNo: years[0]?.activities[0]?.activityNo,
  };
  for (const [kind, id] of Object.entries(ids)) expect(id, `a demo ${kind}`).toBeGreaterThan(0);
  return ids as DemoIds;
}

/** The addresses a route is walked at: its parameters filled from the demo data, each tab of the rule library. */
function addressesOf(routePath: string, ids: DemoIds): string[] {
  const filled: Record<string, string[]> = {
    '/ruleList': ['manage', 'process', 'inform', 'template'].map((type) => `/ruleList?type=${type}`),
    '/honorDetail': [`/honorDetail?id=${ids.honor}`],
    '/ruleDetail': [`/ruleDetail?id=${ids.rule}&type=manage`],
    '/meeting/meetingDetail': [`/meeting/meetingDetail?id=${ids.meeting}`],
    '/meeting/meetingUpdate/:id/:editMission': [`/meeting/meetingUpdate/${ids.meeting}/0`],
    '/review/reviewUpdate/:id': [`/review/reviewUpdate/${ids.review}`],
    '/review/reviewDetail': [`/review/reviewDetail?id=${ids.review}`],
    '/jobListings/jobListingInfo': [`/jobListings/jobListingInfo?id=${ids.job}`],
    '/activity': [`/activity?activityNo=${ids.activityNo}`],
    '/redirect/*?': ['/redirect/honor'],
    '/meetingH5/meetingDetailH5': [`/meetingH5/meetingDetailH5?id=${ids.meeting}`],
    '/orderH5/meetingDetail': [`/orderH5/meetingDetail?id=${ids.meeting}`],
  };
  if (filled[routePath]) return filled[routePath];
  // Any other parameter would need demo data named above: a new parameterized route must be added there.
  expect(routePath, 'a route with parameters the walk does not fill').not.toMatch(/[:*?]/);
  return [routePath];
}

const LOADING = '.ant-spin-spinning, .ant-skeleton, .adm-skeleton, .adm-spin-loading, .adm-dot-loading';

/** What shows that a page is there: its own heading, a notice, or its room list or phone part. */
const CONTENT =
  ':is(h1, h2, h3, h4, [role="heading"], [role="alert"], .ant-result, [data-testid^="h5-"], [data-testid="room-list"])';

/**
 * Opens an address the way a person goes on from the page they are on, by the hash (the app is
 * not loaded again for each of the 70-odd pages; support/hash-walk.ts), or as a fresh document
 * first and when two addresses share a route (the rule list's tabs). Then waits for the new page's
 * own heading (or notice) and for its data: no loading indicator, no call in flight.
 */
async function open(page: Page, requests: WatchedRequests, address: string) {
  const target = new URL(page.url());
  target.hash = address;
  if (walksByHash(page.url(), target.href)) await goByHash(page, address, CONTENT);
  else await page.goto(`/?visit=${encodeURIComponent(address)}#${address}`);
  await expect(freshContent(page, CONTENT).first(), address).toBeVisible();
  await requests.settled(address);
  await expect(page.locator(LOADING), address).toHaveCount(0);
}

// The two languages walk the same addresses side by side, one per worker.
test.describe.configure({ mode: 'parallel' });

for (const [language, name] of [
  ['zh', 'Chinese'],
  ['en', 'English'],
] as const) {
  test(`no page of the web app is wider than a 390 px phone, in ${name}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript((chosen) => {
      localStorage.setItem('portal.retirementNoticeShown', 'seen');
      localStorage.setItem('portal.language', chosen);
    }, language);
    await page.setViewportSize(PHONE);
    const requests = watchRequests(page);
    await signInAt(page, '/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const ids = await demoIds(page.request);
    const addresses = routePaths().flatMap((routePath) => addressesOf(routePath, ids));
    expect(addresses.length).toBeGreaterThan(50);

    const tooWide: string[] = [];
    for (const address of addresses) {
      await open(page, requests, address);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) tooWide.push(`${language} ${address}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
  });
}
