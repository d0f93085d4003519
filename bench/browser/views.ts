import type { BrowserContextOptions, Page } from 'playwright-core';
import { HOME_CARDS } from '../../e2e/support/home-cards.ts';

/** The moment a view was first drawn, read inside the page. */
export interface Drawn {
  /** performance.now(): ms since the navigation started. */
  ms: number;
  /** The same moment in epoch ms on the page's clock, to tell which requests came before it. */
  atMs: number;
  /** How many parts it drew: the home's cards, the rooms of a room list. */
  parts: number;
}

export interface View {
  name: string;
  /** The hash route, as a person opens it. */
  route: string;
  device: BrowserContextOptions;
  /** What `parts` counts. */
  parts: string;
  /** What "drawn" means for this view, for a timeout's message. */
  condition: string;
  /** Resolves at the first animation frame where the view is drawn. */
  waitUntilDrawn: (page: Page, timeoutMs: number) => Promise<Drawn>;
}

/** The desktop pages as the end-to-end tests show them. */
const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

const PHONE: BrowserContextOptions = {
  ...DESKTOP,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** What the page functions need to know, handed to each (they run in the page, without this module). */
const FACTS = {
  /** Every room of the room page and of the H5 grid has a cell per half hour from 8:00 to 22:30. */
  slotsPerRoom: 30,
  homeCards: HOME_CARDS,
};

/**
 * Polls `drawn` in the page at every animation frame; its first truthy answer (taken in that
 * frame) is the result. The page functions are self-contained: Playwright sends their source.
 */
function drawnWhen(drawn: (facts: typeof FACTS) => Drawn | false): View['waitUntilDrawn'] {
  return async (page, timeout) => {
    const handle = await page.waitForFunction(drawn, FACTS, { polling: 'raf', timeout });
    return (await handle.jsonValue()) as Drawn;
  };
}

const home: View = {
  name: 'home',
  route: '/',
  device: DESKTOP,
  parts: 'cards',
  condition: 'every home card present without a skeleton, and the shown banner picture loaded',
  waitUntilDrawn: drawnWhen(({ homeCards: cards }) => {
    const page = document.querySelector('[data-testid="home-page"]');
    if (!page || page.querySelector('.ant-skeleton')) return false;
    const shown = cards.filter((card) => page.querySelector(`[data-testid="${card}"]`)).length;
    // The banner is the largest element above the fold: drawn once its current picture is.
    const picture = page.querySelector<HTMLImageElement>('[data-testid="home-banner"] .slick-active img');
    if (shown < cards.length || !picture?.complete || picture.naturalWidth === 0) return false;
    return { ms: performance.now(), atMs: performance.timeOrigin + performance.now(), parts: shown };
  }),
};

const roomPage: View = {
  name: 'room page',
  // 不限 (every location): the demo's 48 rooms. Without it the list opens on the employee's own
  // building, three rooms, which would leave the timeline's drawing out of the figure.
  route: '/meeting/meetingOrder?location=',
  device: DESKTOP,
  parts: 'rooms',
  condition: `every room card of [data-testid="room-list"] with its ${FACTS.slotsPerRoom} slots, no skeleton`,
  waitUntilDrawn: drawnWhen(({ slotsPerRoom }) => {
    const list = document.querySelector('[data-testid="room-list"]');
    if (!list || list.querySelector('.ant-skeleton')) return false;
    const rooms = [...list.querySelectorAll<HTMLElement>('[data-testid^="room-row-"]')];
    const drawn = rooms.every((room) => {
      const id = room.dataset.testid?.slice('room-row-'.length);
      return room.querySelectorAll(`[data-testid^="slot-${id}-"][data-state]`).length >= slotsPerRoom;
    });
    if (rooms.length === 0 || !drawn) return false;
    return { ms: performance.now(), atMs: performance.timeOrigin + performance.now(), parts: rooms.length };
  }),
};

const h5Grid: View = {
  name: 'H5 grid',
  route: '/meetingOrderH5',
  device: PHONE,
  parts: 'rooms',
  condition: `[data-testid="h5-grid"] with its rooms and ${FACTS.slotsPerRoom} cells each`,
  waitUntilDrawn: drawnWhen(({ slotsPerRoom }) => {
    const grid = document.querySelector('[data-testid="h5-grid"]');
    // While the rooms load the grid is there with no room in it.
    const rooms = grid?.querySelectorAll('[data-testid^="h5-room-"]').length ?? 0;
    const cells = grid?.querySelectorAll('[data-testid^="h5-cell-"][data-state]').length ?? 0;
    if (rooms === 0 || cells < rooms * slotsPerRoom) return false;
    return { ms: performance.now(), atMs: performance.timeOrigin + performance.now(), parts: rooms };
  }),
};

export const VIEWS: View[] = [home, roomPage, h5Grid];
