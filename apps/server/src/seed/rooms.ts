import { DEVICE_OPTIONS, LOCATIONS } from '@portal/contracts';
import type { Random } from './random.ts';

const roomNames = [
  '星河',
  '远山',
  '晨曦',
  '海棠',
  '青松',
  '明月',
  '云杉',
  '银杏',
  '紫荆',
  '白鹭',
  '观澜',
  '听涛',
];
const capacities = [4, 6, 8, 10, 12, 14, 16, 20, 24, 30, 50];

export interface SeedRoom {
  name: string;
  capacity: number;
  devices: string[];
  city: string;
  building: string;
  floor: string | null;
}

/** Every leaf of the location tree gets three rooms of varied size and equipment (48 in all). */
export function buildRooms(random: Random): SeedRoom[] {
  const rooms: SeedRoom[] = [];
  let nameIndex = 0;
  for (const city of LOCATIONS) {
    for (const building of city.children ?? []) {
      const floors = building.children?.map((floor) => floor.value) ?? [null];
      for (const floor of floors) {
        for (let number = 1; number <= 3; number++) {
          const floorDigits = floor?.match(/\d+/)?.[0] ?? '1';
          const capacity = random.pick(capacities);
          rooms.push({
            name: `${floorDigits}0${number} ${roomNames[nameIndex++ % roomNames.length]}`,
            capacity,
            // Bigger rooms tend to have more equipment.
            devices: DEVICE_OPTIONS.filter(() => random.next() < (capacity >= 12 ? 0.75 : 0.4)),
            city: city.value,
            building: building.value,
            floor,
          });
        }
      }
    }
  }
  return rooms;
}
