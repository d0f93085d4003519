// Every feature of the contracts, one line each. A feature's file holds its schemas, its route group
// `<feature>Routes` and its error keys `<FEATURE>_ERROR_KEYS`; routes.ts and error-keys.ts gather
// those from here by their names, so adding a feature is its file plus its line below.
export * from './apartments.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './book-corner.ts';
export * from './bookings.ts';
export * from './comments.ts';
export * from './downloads.ts';
export * from './feedback.ts';
export * from './files.ts';
export * from './gallery.ts';
export * from './goals.ts';
export * from './help-chat.ts';
export * from './holidays.ts';
export * from './home.ts';
export * from './honor.ts';
export * from './invitations.ts';
export * from './meetings/index.ts';
export * from './messages.ts';
export * from './news.ts';
export * from './offices.ts';
export * from './org-tree.ts';
export * from './partner.ts';
export * from './people.ts';
export * from './personal-projects.ts';
export * from './procurement.ts';
export * from './public-assets.ts';
export * from './reviews.ts';
export * from './rights.ts';
export * from './rooms.ts';
export * from './rotation.ts';
export * from './rules.ts';
export * from './shell.ts';
export * from './software.ts';
export * from './spreadsheets.ts';
export * from './workflow.ts';
