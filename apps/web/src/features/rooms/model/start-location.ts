import type { LocationNode, Office } from '@portal/contracts';
import { ANY_LOCATION } from './search-options.ts';

/** Where the room page remembers the person's last location choice. */
export const LOCATION_STORAGE_KEY = 'portal.rooms.location';

const ANYWHERE = [ANY_LOCATION];

/**
 * A cascader path that exists in the locations, completed with 不限 below its last named level
 * (a building with floors becomes building / 不限), or null when a level is unknown.
 */
export function locationPath(levels: readonly string[], nodes: readonly LocationNode[]): string[] | null {
  const path: string[] = [];
  let options: readonly LocationNode[] | undefined = nodes;
  for (const level of levels) {
    if (level === ANY_LOCATION) break;
    const node: LocationNode | undefined = options?.find((option) => option.value === level);
    if (!node) return null;
    path.push(node.value);
    options = node.children;
  }
  if (path.length === 0) return ANYWHERE;
  return options ? [...path, ANY_LOCATION] : path;
}

const storedPath = (stored: string | null): string[] | null => {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((level) => typeof level === 'string') ? value : null;
  } catch {
    return null;
  }
};

/**
 * The location the room page opens on: the person's last choice in this browser, else the
 * employee's own office from the directory (city, then building), else anywhere. A remembered or
 * directory place that is no longer a location of the list counts as none.
 */
export function startLocation(
  stored: string | null,
  office: Office | null | undefined,
  nodes: readonly LocationNode[],
): string[] {
  const remembered = storedPath(stored);
  const fromStore = remembered && locationPath(remembered, nodes);
  if (fromStore) return fromStore;
  if (office) {
    const own = locationPath(office.building ? [office.city, office.building] : [office.city], nodes);
    if (own) return own;
  }
  return ANYWHERE;
}
