import { desktopPage } from '../../lib/page-route.ts';

/** The holidays pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/holidayCalendar',
    'route.holidayCalendar',
    () => import('./HolidayCalendarPage.tsx'),
    (m) => m.HolidayCalendarPage,
  ),
];
