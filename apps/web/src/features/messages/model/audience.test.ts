import { describe, expect, it } from 'vitest';
import { broadcastOf } from './audience.ts';

describe('broadcastOf', () => {
  it('sends the chosen audience only, its text trimmed', () => {
    expect(
      broadcastOf({
        title: ' 通知 ',
        audienceKind: 'department',
        department: ' 研发中心 ',
        emails: ['a@b.c'],
      }),
    ).toEqual({
      title: '通知',
      content: '',
      linkUrl: '',
      audience: { kind: 'department', department: '研发中心' },
    });
    expect(
      broadcastOf({
        title: 't',
        content: ' 正文 ',
        linkUrl: ' /#/ ',
        audienceKind: 'people',
        emails: [' a@b.c ', ''],
      }),
    ).toEqual({
      title: 't',
      content: '正文',
      linkUrl: '/#/',
      audience: { kind: 'people', emails: ['a@b.c'] },
    });
    expect(broadcastOf({ title: 't', audienceKind: 'everyone', department: 'x' }).audience).toEqual({
      kind: 'everyone',
    });
  });
});
