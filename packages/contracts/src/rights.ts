import { z } from 'zod';
import { employee } from './people.ts';
import { text } from './primitives.ts';
import { define } from './route-definition.ts';

/**
 * The rights a module grants to named employees (roles of the directory). The first six are the
 * modules' own editors: importing apartment listings; importing and removing job rotation openings;
 * reading the feedback answers; entering the public holidays; publishing software packages; adding
 * and changing the public assets. The rest are the administration console's modules: news, rules,
 * honors, the home page's parts (banners, quick links, header menus, culture wall, hot questions),
 * activities and galleries, the services (book corner, office addresses), procurement notices,
 * questionnaires, meeting rooms and their closures, and bell messages to many people. An
 * administrator grants and revokes them (or `npm run users:grant`); administrators hold them all.
 */
export const MODULE_RIGHTS = [
  'apartment:import',
  'rotation:import',
  'feedback:read',
  'holiday:edit',
  'software:publish',
  'assets:edit',
  'news:edit',
  'rules:edit',
  'honor:edit',
  'home:edit',
  'activities:edit',
  'services:edit',
  'procurement:edit',
  'feedback:edit',
  'rooms:edit',
  'messages:send',
] as const;
export type ModuleRight = (typeof MODULE_RIGHTS)[number];
export const moduleRight = z.enum(MODULE_RIGHTS, { message: 'rights.unknownRight' });

/** A right and the employees who hold it. */
export const moduleRightHolders = z.object({ right: moduleRight, holders: z.array(employee) });
export type ModuleRightHolders = z.infer<typeof moduleRightHolders>;

export const moduleRightChange = z.object({
  email: text().trim().toLowerCase().min(1).max(200),
  right: moduleRight,
});

/** Why a grant or revoke was refused. */
export const RIGHTS_ERROR_KEYS = ['rights.unknownRight', 'rights.unknownEmployee'] as const;

export const rightsRoutes = {
  rightList: define({ method: 'GET', path: '/admin/rights/list', answer: z.array(moduleRightHolders) }),
  rightGrant: define({
    method: 'POST',
    path: '/admin/rights/grant',
    body: moduleRightChange,
    answer: moduleRightHolders,
  }),
  rightRevoke: define({
    method: 'POST',
    path: '/admin/rights/revoke',
    body: moduleRightChange,
    answer: moduleRightHolders,
  }),
  /**
   * Added: every module right the signed-in employee holds (an administrator: all of them), asked
   * once by the web app to show each module's controls.
   */
  rightMine: define({ method: 'GET', path: '/rights/mine', answer: z.array(moduleRight) }),
} as const;
