import { describe, expect, it } from 'vitest';
import { choiceOf, choiceValue, downloadLink } from './download-link.ts';

describe('downloadLink', () => {
  it('asks for my sheet, my team’s, or one sheet', () => {
    expect(downloadLink('2026-H2', { kind: 'mine' })).toBe('/otkr/download?period=2026-H2');
    expect(downloadLink('2026-H2', { kind: 'team' })).toBe('/otkr/download?period=2026-H2&team=1');
    expect(downloadLink('2026-H2', { kind: 'sheet', sheetId: 7 })).toBe('/otkr/download?id=7');
  });

  it('turns a choice into the select’s value and back', () => {
    for (const choice of [{ kind: 'mine' }, { kind: 'team' }, { kind: 'sheet', sheetId: 12 }] as const) {
      expect(choiceOf(choiceValue(choice))).toEqual(choice);
    }
  });
});
