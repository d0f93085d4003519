import { describe, expect, it, vi } from 'vitest';
import { createProjectFilterStore } from './project-filter-store.ts';

/** A storage of its own per test, like a browser tab's sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the personal-project filter store', () => {
  it('starts with no filter and tells its listeners of a change', () => {
    const store = createProjectFilterStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual({});
    store.set({ status: 'active', year: 2026, keyword: '看板' });
    expect(store.get()).toEqual({ status: 'active', year: 2026, keyword: '看板' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the filters in the storage, so the page finds them again after leaving', () => {
    const storage = memoryStorage();
    createProjectFilterStore(storage).set({ status: 'done', year: 2025 });
    expect(createProjectFilterStore(storage).get()).toEqual({ status: 'done', year: 2025 });
  });

  it('drops what it does not know: broken JSON, wrong types, empty keywords', () => {
    const broken = memoryStorage({ 'portal.personalProjects.filter': '{nope' });
    expect(createProjectFilterStore(broken).get()).toEqual({});
    const odd = memoryStorage({
      'portal.personalProjects.filter': JSON.stringify({ status: 3, year: '2026', keyword: '', extra: true }),
    });
    expect(createProjectFilterStore(odd).get()).toEqual({});
  });

  it('works without a storage (the filters then last as long as the page)', () => {
    const store = createProjectFilterStore(undefined);
    store.set({ keyword: 'API' });
    expect(store.get()).toEqual({ keyword: 'API' });
  });
});
