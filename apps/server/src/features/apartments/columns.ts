import { APARTMENT_BASES, APARTMENT_TYPES, ELEVATOR_VALUES, LEASE_TYPES } from '@portal/contracts';
import type { ColumnSpec, ImportedRow, ImportedValues } from '../spreadsheets/index.ts';

export type ApartmentColumn =
  | 'base'
  | 'apartmentType'
  | 'plot'
  | 'distance'
  | 'leaseType'
  | 'quantity'
  | 'houseType'
  | 'standardRent'
  | 'floor'
  | 'orientation'
  | 'checkInTime'
  | 'elevator'
  | 'gateLock'
  | 'contactPerson'
  | 'picture';

/** The apartment sheet: the template writes the first header of each; an English header is accepted too. */
export const APARTMENT_COLUMNS: readonly ColumnSpec<ApartmentColumn>[] = [
  { key: 'base', headers: ['基地', 'Base'], required: true, oneOf: APARTMENT_BASES },
  { key: 'apartmentType', headers: ['公寓类型', 'Apartment type'], required: true, oneOf: APARTMENT_TYPES },
  { key: 'plot', headers: ['小区', 'Compound'], maxLength: 100 },
  { key: 'distance', headers: ['距离', 'Distance'], maxLength: 100 },
  { key: 'leaseType', headers: ['租赁类型', 'Lease type'], required: true, oneOf: LEASE_TYPES },
  { key: 'quantity', headers: ['数量', 'Quantity'], required: true, type: 'integer' },
  { key: 'houseType', headers: ['户型', 'House type'], required: true, maxLength: 50 },
  {
    key: 'standardRent',
    headers: ['标准租金', '标准租金（元/月）', 'Standard rent'],
    required: true,
    type: 'integer',
  },
  { key: 'floor', headers: ['楼层', 'Floor'], maxLength: 50 },
  { key: 'orientation', headers: ['朝向', 'Orientation'], maxLength: 50 },
  { key: 'checkInTime', headers: ['可入住时间', 'Check-in time'], maxLength: 100 },
  { key: 'elevator', headers: ['电梯', 'Elevator'], oneOf: ELEVATOR_VALUES },
  { key: 'gateLock', headers: ['门锁', 'Gate lock'], maxLength: 50 },
  { key: 'contactPerson', headers: ['联系人', 'Contact person'], maxLength: 100 },
  { key: 'picture', headers: ['图片', 'Picture'], maxLength: 2000 },
];

/** The template's example row: what a filled-in line looks like. */
export const APARTMENT_TEMPLATE_EXAMPLE: ImportedValues<ApartmentColumn> = {
  base: '深圳',
  apartmentType: '人才公寓',
  plot: '前海人才公寓二期',
  distance: '步行10分钟',
  leaseType: '整租',
  quantity: 5,
  houseType: '一室一厅',
  standardRent: 4200,
  floor: '12层',
  orientation: '南',
  checkInTime: '随时入住',
  elevator: '有',
  gateLock: '密码锁',
  contactPerson: '王芳 0755-86001234',
  picture: '',
};

const textOf = (values: ImportedValues<ApartmentColumn>, key: ApartmentColumn) => String(values[key] ?? '');

/** A checked sheet row as a listing of `importId`; the sheet's row number is kept for tracing. */
export function toNewApartment({ rowNumber, values }: ImportedRow<ApartmentColumn>, importId: number) {
  return {
    importId,
    rowNumber,
    base: textOf(values, 'base'),
    apartmentType: textOf(values, 'apartmentType'),
    plot: textOf(values, 'plot'),
    distance: textOf(values, 'distance'),
    leaseType: textOf(values, 'leaseType'),
    quantity: Number(values.quantity),
    houseType: textOf(values, 'houseType'),
    standardRent: Number(values.standardRent),
    floor: textOf(values, 'floor'),
    orientation: textOf(values, 'orientation'),
    checkInTime: textOf(values, 'checkInTime'),
    elevator: textOf(values, 'elevator'),
    gateLock: textOf(values, 'gateLock'),
    contactPerson: textOf(values, 'contactPerson'),
    picture: textOf(values, 'picture'),
  };
}
