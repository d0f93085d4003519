import type { CurrentUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from './contract-values.ts';
import { type PartnerMode, partnerMode } from './partner-mode.ts';

/**
 * In partner mode the user is the one the partner names, known without a portal session: the
 * partner's user info gives the email (userId at the company's mail domain) and the name; the
 * rest is what a page needs of an employee it knows nothing else about.
 */
async function partnerUser(mode: PartnerMode): Promise<CurrentUser> {
  const { email, name } = await callApi('partnerUserInfo');
  return {
    code: mode.userId,
    userId: mode.userId,
    email,
    name,
    displayName: name,
    department: '',
    company: '',
    avatar: null,
    language: currentLanguage(),
    roles: [],
    timeZone: DEFAULT_COMPANY_TIME_ZONE,
    office: null,
  };
}

/** The signed-in employee; every page needs it, so it is fetched once and kept. */
export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: () => (partnerMode ? partnerUser(partnerMode) : callApi('peopleCurrentUser')),
  staleTime: Number.POSITIVE_INFINITY,
  // Asked for once as the app starts (app/first-view.ts): a refusal (not signed in: on the way to
  // sign-on) is not asked again when the layout mounts.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
