import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes.ts';

describe('changesBetween', () => {
  it('lists each field whose value changed, nested fields by path, arrays as one value', () => {
    expect(
      changesBetween(
        { title: { zh: '通知', en: 'Notice' }, tags: ['a'], pinned: false, same: 1 },
        { title: { zh: '通知', en: 'Notice!' }, tags: ['a', 'b'], pinned: false, same: 1, added: 'x' },
      ),
    ).toEqual([
      { path: 'title.en', before: 'Notice', after: 'Notice!' },
      { path: 'tags', before: ['a'], after: ['a', 'b'] },
      { path: 'added', before: null, after: 'x' },
    ]);
  });

  it('lists every field for a creation and a removal', () => {
    expect(changesBetween(null, { a: 1, b: null })).toEqual([{ path: 'a', before: null, after: 1 }]);
    expect(changesBetween({ a: 1 }, null)).toEqual([{ path: 'a', before: 1, after: null }]);
  });

  it('lists nothing when nothing changed', () => {
    expect(changesBetween({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
