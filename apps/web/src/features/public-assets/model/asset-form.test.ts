import { describe, expect, it } from 'vitest';
import { fieldsOf, formValuesOf } from './asset-form.ts';

const asset = {
  id: 4,
  assetNo: 'XH-AV-2024-0003',
  name: '会议平板',
  category: 'av' as const,
  city: '深圳',
  building: '会展湾T10栋',
  custodianName: '王伟',
  custodianEmail: 'wei.wang@xinghai-tech.com',
  status: 'inUse' as const,
  purchaseDate: '2024-06-18',
  updateTime: '2026-11-20 10:00:00',
};

describe('the asset form', () => {
  it('gives back the fields it was filled with', () => {
    expect(fieldsOf(formValuesOf(asset))).toEqual({
      assetNo: 'XH-AV-2024-0003',
      name: '会议平板',
      category: 'av',
      city: '深圳',
      building: '会展湾T10栋',
      custodianEmail: 'wei.wang@xinghai-tech.com',
      status: 'inUse',
      purchaseDate: '2024-06-18',
    });
  });

  it('sends a city without a building as an empty building (the server refuses it with a reason)', () => {
    const values = { ...formValuesOf(asset), place: ['深圳'] as unknown as [string, string] };
    expect(fieldsOf(values)).toMatchObject({ city: '深圳', building: '' });
  });
});
