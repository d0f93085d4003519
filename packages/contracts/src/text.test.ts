import { describe, expect, it } from 'vitest';
import { formatByteSize } from './text.ts';

const MB = 1024 * 1024;

describe('formatByteSize', () => {
  it('shows the default upload limit as 100MB', () => {
    expect(formatByteSize(104_857_600)).toBe('100MB');
  });

  it('keeps at most one decimal and picks the largest unit', () => {
    expect(formatByteSize(0)).toBe('0B');
    expect(formatByteSize(1023)).toBe('1023B');
    expect(formatByteSize(1536)).toBe('1.5KB');
    expect(formatByteSize(10 * MB + 123)).toBe('10MB');
    expect(formatByteSize(2.25 * 1024 * MB)).toBe('2.3GB');
  });
});
