import type { z } from 'zod';
import { type FeatureExports, featureExports } from './feature-exports.ts';

/** One type with every member of each type of a union: the route groups side by side. */
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void
  ? { [Key in keyof All]: All[Key] }
  : never;

export type Routes = Merged<FeatureExports<'Routes'>>;

/** Every call the portal makes, including those this project adds: each feature's route group. */
export const routes: Routes = Object.assign({}, ...featureExports('Routes'));

export type RouteName = keyof Routes;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = SchemaInput<
  Routes[N] extends { query: infer Q } ? Q : undefined
>;
export type RouteBody<N extends RouteName> = SchemaInput<Routes[N] extends { body: infer B } ? B : undefined>;
export type RouteAnswer<N extends RouteName> = z.infer<Routes[N]['answer']>;

/** Page-level navigations (not background calls): no XHR marker, no envelope. */
export const navigations = {
  signOnPage: '/sso/login',
  /** Where an OpenID Connect provider sends the browser back after sign-on. */
  signOnCallback: '/sso/callback',
  logout: '/new/api/oa/logout',
  fileContent: '/file/content',
  /** Demo mode only: mints partner tokens for demo users and opens the partner pages in a frame. */
  partnerSimulator: '/partner/simulator',
} as const;
