import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Names of employees by lower-case email; a failed look-up leaves the map empty (emails show). */
export function useEmployeeNames(emails: readonly string[]): Map<string, string> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))].sort();
  const people = useQuery({
    queryKey: ['meetings', 'employeeNames', wanted],
    queryFn: () => callApi('peopleByEmails', { body: wanted }),
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
    // Picking one more keeps the names already known on screen while the new list is asked.
    placeholderData: (previous) => previous,
  });
  return new Map((people.data ?? []).map((person) => [person.email.toLowerCase(), person.name]));
}
