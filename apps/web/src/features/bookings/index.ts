import { lazy } from 'react';

export { refreshMyBookings } from './hooks/my-bookings-query.ts';

// Lazy: the room page opens it on demand, and finding a room needs none of it.
export const MyBookingsDialog = lazy(async () => ({
  default: (await import('./MyBookingsDialog.tsx')).MyBookingsDialog,
}));
