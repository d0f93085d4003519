import { type Language, NAV_MENUS, type NavLinks, type PortalConfig } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { findPublishedNavLinks, type NavLinkRow } from './repository.ts';

const isNavMenu = (menu: string): menu is keyof NavLinks => (NAV_MENUS as readonly string[]).includes(menu);

/** Every menu, empty ones included, titled in the caller's language; rows of unknown menus are skipped. */
function groupNavLinks(rows: NavLinkRow[], language: Language): NavLinks {
  const grouped = Object.fromEntries(NAV_MENUS.map((menu) => [menu, []])) as unknown as NavLinks;
  for (const row of rows) {
    if (!isNavMenu(row.menu)) continue;
    grouped[row.menu].push({
      id: row.id,
      title: language === 'en' ? row.titleEn : row.titleZh,
      url: row.url,
    });
  }
  return grouped;
}

/** The configuration the browser may see: links and the help desk's contact, never the chat secret. */
const portalConfigOf = ({
  portalLinks,
  helpDesk,
  bookCornerUrl,
  rotationApplyUrl,
  workflowNewRequestUrl,
}: Config): PortalConfig => ({
  links: { ...portalLinks },
  help: { phone: helpDesk.phone, mailbox: helpDesk.mailbox, chatAvailable: helpDesk.chatSecret !== '' },
  bookCornerUrl,
  rotationApplyUrl,
  workflowNewRequestUrl,
});

export function createShellService({ db, clock, config }: AppContext) {
  return {
    async navLinks(language: Language): Promise<NavLinks> {
      return groupNavLinks(await findPublishedNavLinks(db, clock.now()), language);
    },
    portalConfig: (): PortalConfig => portalConfigOf(config),
  };
}
