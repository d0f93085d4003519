// Every feature the server registers, one line each: its routes plugin and its words (the `feature`
// its index.ts exports). load-features.ts registers the routes and hands the words to http, so
// adding a feature is its folder plus its line below.
export { feature as apartments } from './apartments/index.ts';
export { feature as audit } from './audit/index.ts';
export { feature as auth } from './auth/index.ts';
export { feature as bookCorner } from './book-corner/index.ts';
export { feature as bookings } from './bookings/index.ts';
export { feature as comments } from './comments/index.ts';
export { feature as downloads } from './downloads/index.ts';
export { feature as feedback } from './feedback/index.ts';
export { feature as files } from './files/index.ts';
export { feature as gallery } from './gallery/index.ts';
export { feature as goals } from './goals/index.ts';
export { feature as helpChat } from './help-chat/index.ts';
export { feature as holidays } from './holidays/index.ts';
export { feature as home } from './home/index.ts';
export { feature as honor } from './honor/index.ts';
export { feature as invitations } from './invitations/index.ts';
export { feature as meetings } from './meetings/index.ts';
export { feature as messages } from './messages/index.ts';
export { feature as news } from './news/index.ts';
export { feature as offices } from './offices/index.ts';
export { feature as orgTree } from './org-tree/index.ts';
export { feature as partner } from './partner/index.ts';
export { feature as people } from './people/index.ts';
export { feature as personalProjects } from './personal-projects/index.ts';
export { feature as procurement } from './procurement/index.ts';
export { feature as publicAssets } from './public-assets/index.ts';
export { feature as reviews } from './reviews/index.ts';
export { feature as rights } from './rights/index.ts';
export { feature as rooms } from './rooms/index.ts';
export { feature as rotation } from './rotation/index.ts';
export { feature as rules } from './rules/index.ts';
export { feature as shell } from './shell/index.ts';
export { feature as software } from './software/index.ts';
export { feature as spreadsheets } from './spreadsheets/index.ts';
export { feature as workflow } from './workflow/index.ts';
