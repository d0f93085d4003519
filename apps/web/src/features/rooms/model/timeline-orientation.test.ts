import { describe, expect, it } from 'vitest';
import { parseOrientation } from './timeline-orientation.ts';

describe('timeline orientation', () => {
  it('remembers vertical and defaults to horizontal', () => {
    expect(parseOrientation('vertical')).toBe('vertical');
    expect(parseOrientation(null)).toBe('horizontal');
    expect(parseOrientation('diagonal')).toBe('horizontal');
  });
});
