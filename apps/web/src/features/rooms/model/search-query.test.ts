import { describe, expect, it } from 'vitest';
import { DEVICE_OPTIONS, LOCATIONS } from '../../../api/contract-values.ts';
import { defaultRoomSearch, type RoomSearch } from './search-filter.ts';
import { queryMatches, searchFromQuery, searchToQuery, withSearchQuery } from './search-query.ts';
import { NOW, TODAY, TOMORROW } from './test-fixtures.ts';

const context = {
  now: NOW,
  locations: LOCATIONS,
  devices: DEVICE_OPTIONS,
  fallbackLocation: () => ['上海', '星创', ''],
};
const chosen: RoomSearch = {
  date: TOMORROW,
  startTime: '14:00',
  durationMinutes: 60,
  capacity: 'from10To15',
  devices: ['电视', '视频'],
  location: ['深圳', '会展湾T10栋', ''],
};

describe('the room search in the query', () => {
  it('round-trips every choice', () => {
    const query = searchToQuery(chosen);
    expect(Object.fromEntries(query)).toEqual({
      date: TOMORROW,
      start: '14:00',
      duration: '60',
      capacity: 'from10To15',
      devices: '电视,视频',
      location: '深圳/会展湾T10栋',
    });
    expect(searchFromQuery(new URLSearchParams(query.toString()), context)).toEqual(chosen);
  });

  it('writes only the date and location for a default search, 不限 as an empty location', () => {
    const query = searchToQuery(defaultRoomSearch(NOW));
    expect(Object.fromEntries(query)).toEqual({ date: TODAY, location: '' });
    expect(searchFromQuery(query, context).location).toEqual(['']);
  });

  it('opens on the fallback location when the query names none', () => {
    expect(searchFromQuery(new URLSearchParams(`date=${TOMORROW}`), context).location).toEqual([
      '上海',
      '星创',
      '',
    ]);
  });

  it('drops what the header bar would not offer', () => {
    const search = searchFromQuery(
      new URLSearchParams(
        'date=2020-01-01&start=09:00&duration=45&capacity=huge&devices=电视,咖啡机&location=广州',
      ),
      context,
    );
    // Today at 10:10 no longer offers 09:00.
    expect(search).toEqual({
      date: TODAY,
      startTime: null,
      durationMinutes: null,
      capacity: 'any',
      devices: ['电视'],
      location: ['上海', '星创', ''],
    });
  });

  it('replaces only its own keys and tells when the query already matches', () => {
    const query = new URLSearchParams('other=1&date=2020-01-01');
    const next = withSearchQuery(query, chosen);
    expect(next.get('other')).toBe('1');
    expect(queryMatches(next, chosen)).toBe(true);
    expect(queryMatches(query, chosen)).toBe(false);
  });
});
