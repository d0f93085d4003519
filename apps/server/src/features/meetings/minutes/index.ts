/** Minutes: the recorder, the minutes they write, and the minutes of a meeting held without a booking. */
export { createMinutesOperations } from './service.ts';
