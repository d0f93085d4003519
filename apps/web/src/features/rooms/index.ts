export { useCompanyNow } from './hooks/use-company-now.ts';
export { ROOM_LIST_KEY } from './hooks/use-room-list.ts';
export { useRoomLocations } from './hooks/use-room-locations.ts';
export type { BookingEntryState } from './model/booking-link.ts';
export { clockOf, clockToMinutes } from './model/clock.ts';
export { companyToday, isBookingDateDisabled } from './model/date-rules.ts';
export { roomPlace } from './model/place-names.ts';
export { DEVICE_LABEL_KEYS } from './model/search-options.ts';
export { roomDaySlots } from './model/slots.ts';
