import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../api/client.ts';
import { rememberContacts, useEmployeeNames } from '../../people/index.ts';

const STORAGE_KEY = 'portal.meetings.frequentContacts';

const readStored = (): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The frequent contacts a picker offers: my recent picks (kept in this browser) ahead of those the
 * server counts from my meetings, ten at most, one per email, with their names.
 */
export function useFrequentContacts(userEmail: string | undefined) {
  const [recent, setRecent] = useState(readStored);
  const server = useQuery({
    queryKey: ['meetings', 'frequentPersonnel', userEmail],
    queryFn: () => callApi('meetingFrequentAttendees', { query: { userEmail } }),
    enabled: Boolean(userEmail),
    staleTime: 5 * 60_000,
  });
  const emails = rememberContacts(server.data ?? [], recent);
  const nameOf = useEmployeeNames(emails);
  const contacts = emails.map((email) => ({ email, name: nameOf.get(email) || email }));

  const remember = useCallback((picked: readonly string[]) => {
    setRecent((cache) => {
      const next = rememberContacts(cache, picked);
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  return { contacts, remember };
}
