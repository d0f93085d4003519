import { describe, expect, it } from 'vitest';
import { safeCallback } from './callback.ts';

describe('safeCallback', () => {
  it('keeps a path of ours with its query and hash', () => {
    expect(safeCallback('/#/meeting/meetingOrder?x=1')).toBe('/#/meeting/meetingOrder?x=1');
    expect(safeCallback('/new/page?a=b')).toBe('/new/page?a=b');
  });

  it('sends anything that would leave our origin to /', () => {
    for (const callback of [
      '//evil.example/x',
      '/\t/evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      '/\n/evil.example',
      'evil',
      '',
      undefined,
      42,
    ]) {
      expect(safeCallback(callback)).toBe('/');
    }
  });

  it('answers a valid header value for non-ASCII and control characters', () => {
    expect(safeCallback('/中文')).toBe('/%E4%B8%AD%E6%96%87');
    expect(safeCallback('/\u000b/x')).toBe('/%0B/x');
    expect(safeCallback('/#/中文')).toBe('/#/%E4%B8%AD%E6%96%87');
  });
});
