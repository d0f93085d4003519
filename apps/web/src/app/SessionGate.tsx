import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/current-user.ts';

/**
 * Nothing asks the server for anything before the session is known: a signed-out first load makes
 * this one call, whose "not signed in" answer sends the browser to sign-on (the API client does
 * that), instead of every widget's call answering the same refusal.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? children : null;
}
