/**
 * Locations: city → building → floor. A building without floors is a leaf.
 * Every level also offers 不限 (any) with an empty value, which becomes null in a search.
 */
export interface LocationNode {
  value: string;
  children?: LocationNode[];
}

const floors = (...names: string[]): LocationNode[] => names.map((value) => ({ value }));

export const LOCATIONS: LocationNode[] = [
  {
    value: '深圳',
    children: [{ value: '会展湾T10栋', children: floors('3层', '4层') }, { value: '会展湾T11栋' }],
  },
  {
    value: '北京',
    children: [
      { value: 'IC-Park一号楼', children: floors('3层', '4层', '6层', '7层', '8层') },
      { value: 'IC-PARK-6号楼', children: floors('1F', '2F', '3F', '4F', '5F') },
      { value: 'IC-PARK-7号楼' },
      { value: '亦庄-信创园', children: floors('8层') },
    ],
  },
  { value: '上海', children: [{ value: '星创', children: floors('9层') }] },
];

/** True when city/building/floor name an existing node (null = any at that level and below). */
export function isKnownLocation(city: string | null, building: string | null, floor: string | null): boolean {
  if (city === null) return building === null && floor === null;
  const cityNode = LOCATIONS.find((node) => node.value === city);
  if (!cityNode) return false;
  if (building === null) return floor === null;
  const buildingNode = cityNode.children?.find((node) => node.value === building);
  if (!buildingNode) return false;
  if (floor === null) return true;
  return buildingNode.children?.some((node) => node.value === floor) ?? false;
}

/** The devices a room can have, offered as search options. */
export const DEVICE_OPTIONS = ['电视', '电话', '投影', '白板', '视频'] as const;
