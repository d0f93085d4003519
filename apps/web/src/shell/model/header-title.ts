/** The pages whose own title stands beside the logo; every other page shows 复盘报告. */
const TITLED_PAGES = [
  'downloadSoftware',
  'publicShow',
  'orgTree',
  'holidayCalendar',
  'apartmentListings',
] as const;

export type HeaderTitleKey = (typeof TITLED_PAGES)[number] | 'default';

/** The i18n key (under `shell.title`) of the header title for the route `pathname` (the source page). */
export function headerTitleKey(pathname: string): HeaderTitleKey {
  const page = pathname.split('/').find(Boolean) ?? '';
  return (TITLED_PAGES as readonly string[]).includes(page) ? (page as HeaderTitleKey) : 'default';
}
