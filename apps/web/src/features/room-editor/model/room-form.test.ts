import type { EditorRoom } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  CLOSING_TIMES,
  fieldsOf,
  formValuesOf,
  isOpenAllDay,
  OPENING_TIMES,
  placeSuggestions,
} from './room-form.ts';

const room: EditorRoom = {
  id: 3,
  name: '星海厅',
  city: '杭州',
  building: '滨江一号楼',
  floor: null,
  capacity: 12,
  devices: ['电视'],
  photoOssKey: 'abc.png',
  photoUrl: '/file/content/abc.png',
  opensAt: '09:00',
  closesAt: '18:00',
  retiredAt: null,
};

describe('the room form', () => {
  it('offers opening times 00:00–23:30 and closing times 00:30–24:00 on the half hour', () => {
    expect(OPENING_TIMES).toHaveLength(48);
    expect([OPENING_TIMES[0], OPENING_TIMES.at(-1)]).toEqual(['00:00', '23:30']);
    expect([CLOSING_TIMES[0], CLOSING_TIMES.at(-1)]).toEqual(['00:30', '24:00']);
  });

  it('turns a room into the form and back, a blank floor into none and the photo into one key', () => {
    const values = formValuesOf(room);
    expect(values).toMatchObject({ floor: '', photo: 'abc.png' });
    expect(fieldsOf(values)).toEqual({
      name: '星海厅',
      city: '杭州',
      building: '滨江一号楼',
      floor: null,
      capacity: 12,
      devices: ['电视'],
      photoOssKey: 'abc.png',
      opensAt: '09:00',
      closesAt: '18:00',
    });
    expect(fieldsOf({ ...values, photo: '', floor: ' 5层 ' })).toMatchObject({
      photoOssKey: null,
      floor: '5层',
    });
  });

  it('tells a room open all day, and suggests each place once', () => {
    expect(isOpenAllDay(room)).toBe(false);
    expect(isOpenAllDay({ opensAt: '00:00', closesAt: '24:00' })).toBe(true);
    expect(placeSuggestions(['北京', null, '北京', '上海'])).toEqual([{ value: '北京' }, { value: '上海' }]);
  });
});
