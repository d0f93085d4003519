import type { LocationNode } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { LOCATIONS } from '../../../api/contract-values.ts';

/** Where the room pages keep the places last read, so the next visit opens on them at once. */
const STORAGE_KEY = 'portal.rooms.locations';

const isLocationTree = (value: unknown): value is LocationNode[] =>
  Array.isArray(value) &&
  value.every(
    (node: unknown) =>
      typeof node === 'object' &&
      node !== null &&
      typeof (node as LocationNode).value === 'string' &&
      ((node as LocationNode).children === undefined || isLocationTree((node as LocationNode).children)),
  );

/**
 * The places known without waiting: those last read in this browser, else the listed ones of the
 * contracts. The page opens on them while the rooms' own places are asked for.
 */
export function knownLocations(): LocationNode[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (isLocationTree(stored) && stored.length > 0) return stored;
  } catch {
    // A damaged entry is as good as none.
  }
  return LOCATIONS;
}

/** GET /meeting/room/locations: the cities, buildings and floors of the rooms that can be booked. */
export const roomLocationsQuery = queryOptions({
  queryKey: ['meetingOrder', 'locations'],
  queryFn: async () => {
    const locations = await callApi('roomLocations');
    localStorage.setItem(STORAGE_KEY, JSON.stringify(locations));
    return locations;
  },
  staleTime: 5 * 60_000,
});

/** The location cascader's options: the rooms' places, the known ones until they arrive. */
export function useRoomLocations(): LocationNode[] {
  return useQuery({ ...roomLocationsQuery, placeholderData: knownLocations }).data ?? LOCATIONS;
}
