import { describe, expect, it } from 'vitest';
import { xmlSafe } from './xlsx.ts';

describe('xmlSafe', () => {
  it('drops what a sheet cannot carry and keeps tabs, line breaks, Chinese and emoji', () => {
    expect(xmlSafe('a\u0001b\u001fc\uFFFEd\uFFFF')).toBe('abcd');
    expect(xmlSafe('lone \uD800 surrogate \uDC00')).toBe('lone  surrogate ');
    expect(xmlSafe('第一行\n第二行\r\n\t缩进 😀')).toBe('第一行\n第二行\r\n\t缩进 😀');
  });
});
