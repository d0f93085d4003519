import { z } from 'zod';
import { define } from './route-definition.ts';

/** The header's four top menus and the home page's quick links, one `nav_links.menu` each. */
export const NAV_MENUS = ['publicNotice', 'myWork', 'businessTools', 'serviceTools', 'quickLinks'] as const;
export const navMenu = z.enum(NAV_MENUS);
export type NavMenu = z.infer<typeof navMenu>;

/** One link of a menu, titled in the caller's language. */
export const navLink = z.object({ id: z.number(), title: z.string(), url: z.string() });
export type NavLink = z.infer<typeof navLink>;

/** Every menu at once, each in its display order (an empty menu is an empty list). */
export const navLinksAnswer = z.record(navMenu, z.array(navLink));
export type NavLinks = z.infer<typeof navLinksAnswer>;

/** What the shell needs from the server's configuration; never a secret. */
export const portalConfig = z.object({
  /** User menu: the items that live on other hosts. */
  links: z.object({ myGoals: z.string(), resetPassword: z.string(), myAssets: z.string() }),
  /** Help widget: phone {phone}, feedback mailbox hint, and whether the chat is set up. */
  help: z.object({ phone: z.string(), mailbox: z.string(), chatAvailable: z.boolean() }),
  /** Book corner: where its banner leads (an http(s) page on another host). */
  bookCornerUrl: z.string(),
  /** Job rotation: the workflow form the apply button opens (an http(s) page on another host). */
  rotationApplyUrl: z.string(),
  /** Process center: the workflow system's new-request page 发起流程 opens (an http(s) page on another host). */
  workflowNewRequestUrl: z.string(),
});
export type PortalConfig = z.infer<typeof portalConfig>;

export const shellRoutes = {
  shellNavLinks: define({
    method: 'GET',
    path: '/new/api/sso/portal/getNavLinks',
    answer: navLinksAnswer,
  }),
  shellPortalConfig: define({
    method: 'GET',
    path: '/new/api/sso/portal/getPortalConfig',
    answer: portalConfig,
  }),
} as const;
