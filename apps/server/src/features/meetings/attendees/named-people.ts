import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../http/errors.ts';
import { employeesByEmails, recipientsByEmails } from '../../people/index.ts';

/** Trimmed, lower-case and each once: how the meeting tables keep emails. */
const lowerCaseEmails = (emails: string[]) => [...new Set(emails.map((email) => email.trim().toLowerCase()))];

/** The people a meeting names by email (attendees, its recorder, action owners) must be employees. */
export function createNamedPeopleChecks({ db }: Pick<AppContext, 'db'>) {
  return {
    /** The attendees, lower case; the unknown ones are named in the refusal. */
    async checkedAttendees(emails: string[]): Promise<string[]> {
      const attendees = lowerCaseEmails(emails);
      const known = new Set(
        (await employeesByEmails(db, attendees)).map((employee) => employee.email.toLowerCase()),
      );
      const unknown = attendees.filter((email) => !known.has(email));
      if (unknown.length > 0) throw badRequest('meeting.unknownAttendee', { emails: unknown.join(', ') });
      return attendees;
    },

    /** Owners and recorders: their ids by lower-case email, the unknown ones named in the refusal. */
    async checkedPeople(emails: string[], refusal: 'meeting.unknownOwner' | 'meeting.unknownRecorder') {
      const wanted = lowerCaseEmails(emails);
      const found = new Map(
        (await recipientsByEmails(db, wanted)).map((person) => [person.email, person.id]),
      );
      const unknown = wanted.filter((email) => !found.has(email));
      if (unknown.length > 0) throw badRequest(refusal, { emails: unknown.join(', ') });
      return found;
    },
  };
}
