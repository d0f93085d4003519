import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appIndexOf, navigateHash, useEntryState, useHashLocation } from './hash-location.ts';

describe('hash location', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/#/');
  });

  it('keeps path and query inside the hash and follows navigation', () => {
    const path = renderHook(() => useHashLocation()[0]);
    const search = renderHook(() => useHashLocation.searchHook());
    expect(path.result.current).toBe('/');
    act(() => navigateHash('/ruleDetail?id=3&type=manage'));
    expect(location.hash).toBe('#/ruleDetail?id=3&type=manage');
    expect(location.search).toBe('');
    expect(path.result.current).toBe('/ruleDetail');
    expect(search.result.current).toBe('id=3&type=manage');
    expect(useHashLocation.hrefs('/honor?id=2')).toBe('#/honor?id=2');
  });

  it('numbers the entries the app pushes, not the ones it replaces, and keeps the given state', () => {
    expect(appIndexOf(history.state)).toBe(0);
    act(() => navigateHash('/ruleList?type=manage'));
    act(() => navigateHash('/ruleDetail?id=1', { state: { from: '?type=manage&page=2' } }));
    expect(appIndexOf(history.state)).toBe(2);
    const state = renderHook(() => useEntryState<{ from: string }>());
    expect(state.result.current.from).toBe('?type=manage&page=2');
    act(() => navigateHash('/ruleDetail?id=2', { replace: true }));
    expect(appIndexOf(history.state)).toBe(2);
  });
});
