import { LOCATIONS, type LocationNode } from '@portal/contracts';

// Separates the levels of a location path; no location name contains it.
const LEVEL_SEPARATOR = '\u001f';

/** Each listed city, building and floor by its path, with its position among its siblings. */
function indexLocations(nodes: LocationNode[], parentPath = '', positions = new Map<string, number>()) {
  nodes.forEach((node, position) => {
    const path = parentPath + LEVEL_SEPARATOR + node.value;
    positions.set(path, position);
    if (node.children) indexLocations(node.children, path, positions);
  });
  return positions;
}

const positions = indexLocations(LOCATIONS);
/** Unlisted locations (and rooms without a floor) come after the listed ones. */
const UNLISTED = Number.MAX_SAFE_INTEGER;

interface Located {
  city: string;
  building: string;
  floor: string | null;
}

/**
 * Sorts rooms the way the locations are listed (深圳, 北京, 上海; buildings and floors in listed
 * order). The sort is stable, so rooms at one location keep the order they came in: the query's
 * byte order by name.
 */
export function sortByLocation<Room extends Located>(rooms: Room[]): Room[] {
  const keyed = rooms.map((room) => {
    const cityPath = LEVEL_SEPARATOR + room.city;
    const buildingPath = cityPath + LEVEL_SEPARATOR + room.building;
    return {
      room,
      city: positions.get(cityPath) ?? UNLISTED,
      building: positions.get(buildingPath) ?? UNLISTED,
      floor:
        room.floor === null
          ? UNLISTED
          : (positions.get(buildingPath + LEVEL_SEPARATOR + room.floor) ?? UNLISTED),
    };
  });
  keyed.sort((a, b) => a.city - b.city || a.building - b.building || a.floor - b.floor);
  return keyed.map((entry) => entry.room);
}
