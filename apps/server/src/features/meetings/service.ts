import type { AppContext } from '../../context.ts';
import { createActionOperations } from './actions/index.ts';
import { createAttendeeOperations } from './attendees/index.ts';
import { createListOperations } from './list/index.ts';
import { createMeetingOperations } from './meeting/index.ts';
import { createDetailOperations } from './meeting-detail.ts';
import { createMinutesOperations } from './minutes/index.ts';
import { createNoticeOperations } from './notices/index.ts';

/**
 * The meetings feature's rules, one part per sub-concept (each a folder with its own repository and
 * service, meeting at its index.ts): the meeting itself (book, move, cancel), its lists and detail,
 * its attendees, its minutes, its action plan and the red dot.
 */
export function createMeetingsService(ctx: AppContext) {
  return {
    ...createMeetingOperations(ctx),
    ...createListOperations(ctx),
    ...createDetailOperations(ctx),
    ...createAttendeeOperations(ctx),
    ...createMinutesOperations(ctx),
    ...createActionOperations(ctx),
    ...createNoticeOperations(ctx),
  };
}
