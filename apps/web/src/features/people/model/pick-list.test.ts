import { describe, expect, it } from 'vitest';
import {
  addToPickList,
  FREQUENT_CACHE_MAX,
  PICK_LIST_MAX,
  type Pickable,
  pickEmails,
  pickListOf,
  rememberContacts,
} from './pick-list.ts';

const person = (index: number): Pickable => ({ email: `p${index}@example.com`, name: `P${index}` });

describe('pick list', () => {
  it('adds a person with an email', () => {
    expect(addToPickList([], person(1))).toEqual([person(1)]);
  });

  it('ignores a person without an email, blank or missing', () => {
    expect(addToPickList([person(1)], { email: '', name: 'x' })).toEqual([person(1)]);
    expect(addToPickList([person(1)], { email: '   ', name: 'x' })).toEqual([person(1)]);
    expect(addToPickList([person(1)], { email: null, name: 'x' })).toEqual([person(1)]);
    expect(addToPickList([person(1)], { name: 'x' })).toEqual([person(1)]);
  });

  it('ignores a duplicate by email, whatever its case or name', () => {
    expect(addToPickList([person(1)], { email: 'P1@Example.com', name: 'other' })).toEqual([person(1)]);
  });

  it('holds at most 20', () => {
    const full = Array.from({ length: PICK_LIST_MAX }, (_, index) => person(index));
    expect(PICK_LIST_MAX).toBe(20);
    expect(addToPickList(full, person(99))).toEqual(full);
    expect(addToPickList(full.slice(1), person(99))).toHaveLength(20);
  });

  it('never changes the list it was given', () => {
    const list = [person(1)];
    addToPickList(list, person(2));
    expect(list).toEqual([person(1)]);
  });

  it('applies the rules to a whole pick, keeping the first of duplicates', () => {
    const many = Array.from({ length: 25 }, (_, index) => person(index));
    expect(pickListOf([person(1), { email: '' }, person(1), person(2)])).toEqual([person(1), person(2)]);
    expect(pickListOf(many)).toEqual(many.slice(0, 20));
    expect(pickEmails([' a@x.com', 'A@x.com', '', 'b@x.com'])).toEqual(['a@x.com', 'b@x.com']);
  });
});

describe('frequent-contact cache', () => {
  it('puts recent picks first, keyed by lower-case email, without duplicates', () => {
    expect(rememberContacts(['a@x.com', 'b@x.com'], ['B@x.com', 'c@x.com'])).toEqual([
      'b@x.com',
      'c@x.com',
      'a@x.com',
    ]);
  });

  it('keeps at most 10 and drops blanks', () => {
    const cache = Array.from({ length: 10 }, (_, index) => `old${index}@x.com`);
    const next = rememberContacts(cache, ['', 'new@x.com']);
    expect(FREQUENT_CACHE_MAX).toBe(10);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new@x.com');
    expect(next).not.toContain('old9@x.com');
  });
});
