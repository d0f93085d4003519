/**
 * The old staff information address `/#/bm?direct=1#!staffinfo__userId-0` keeps its own `#!…`
 * inside the hash, so the query the router reads is `direct=1#!staffinfo__userId-0`: the value of
 * `direct` ends at that second `#`.
 */
export function opensStaffInfo(search: string): boolean {
  const query = search.split('#')[0] ?? '';
  return new URLSearchParams(query).get('direct') === '1';
}

/** Where the staff information address leads now. */
export const STAFF_INFO_PATH = '/staffInfo';
