import { describe, expect, it } from 'vitest';
import { CORE_ERROR_KEYS, ERROR_KEYS } from './error-keys.ts';
import { featureExports } from './feature-exports.ts';
import { routes } from './routes.ts';

// The route table and the error keys are gathered from the features by their names, so nothing
// else would notice two features claiming the same route name or the same key.
describe('the features gathered', () => {
  it('give each route name once', () => {
    const names = featureExports('Routes').flatMap((group) => Object.keys(group));
    expect(names.length).toBeGreaterThan(100);
    expect(Object.keys(routes)).toHaveLength(names.length);
  });

  it('give each error key once, and none of the core keys', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    expect(ERROR_KEYS.length).toBeGreaterThan(CORE_ERROR_KEYS.length);
  });

  it('take only route groups: every entry has a method and a path', () => {
    for (const route of Object.values(routes)) {
      expect(route.path).toMatch(/^\//);
      expect(['GET', 'POST']).toContain(route.method);
    }
  });
});
