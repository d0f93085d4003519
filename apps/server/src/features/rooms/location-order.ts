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
/** Unlisted locations (in byte order) and rooms without a floor come after the listed ones. */
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

/**
 * The location cascader's options: the cities, buildings and floors of `rooms`, which come sorted
 * by sortByLocation, each level in that order. A building whose rooms have no floor is a leaf.
 */
export function locationTree(rooms: readonly Located[]): LocationNode[] {
  const cities: LocationNode[] = [];
  const nodes = new Map<string, LocationNode>();
  /** The node at `path`, added under `parent` (null: a city) the first time it is met. */
  const nodeAt = (parent: LocationNode | null, path: string, value: string) => {
    let node = nodes.get(path);
    if (!node) {
      node = { value };
      nodes.set(path, node);
      if (parent === null) cities.push(node);
      else if (parent.children) parent.children.push(node);
      else parent.children = [node];
    }
    return node;
  };
  for (const room of rooms) {
    const cityPath = LEVEL_SEPARATOR + room.city;
    const city = nodeAt(null, cityPath, room.city);
    const buildingPath = cityPath + LEVEL_SEPARATOR + room.building;
    const building = nodeAt(city, buildingPath, room.building);
    if (room.floor !== null) nodeAt(building, buildingPath + LEVEL_SEPARATOR + room.floor, room.floor);
  }
  return cities;
}

/** Every path of the tree a search may name: a city, a city and building, or all three levels. */
export function locationPaths(tree: readonly LocationNode[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly LocationNode[], parent: string) => {
    for (const node of nodes) {
      const path = parent + LEVEL_SEPARATOR + node.value;
      paths.add(path);
      if (node.children) walk(node.children, path);
    }
  };
  walk(tree, '');
  return paths;
}

/** The path a search names, or null when its levels skip one (a building without its city). */
export function searchedPath(
  city: string | null,
  building: string | null,
  floor: string | null,
): string | null {
  if (city === null) return building === null && floor === null ? '' : null;
  if (building === null) return floor === null ? LEVEL_SEPARATOR + city : null;
  return [city, building, ...(floor === null ? [] : [floor])]
    .map((level) => LEVEL_SEPARATOR + level)
    .join('');
}
