import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../test/render-with-api.tsx';
import { callApi } from './client.ts';

const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

const COMMENT = {
  id: 7,
  comment: '好',
  anonymousFlag: false,
  userName: '王伟',
  userDepartment: '行政部',
  userId: 'XH10001',
  createTime: '2026-11-23 10:00:00',
  ownFlag: true,
};
const comment = (text: string) => ({ body: { postId: 3, comment: text, anonymousFlag: 0 as const } });

describe('Idempotency-Key on writes', () => {
  it('goes with every write (POST or GET) and with no read', async () => {
    mockApi({ commentsInsert: COMMENT, commentsLike: null, bookingMine: [] });
    await callApi('commentsInsert', comment('一')).catch(() => undefined);
    await callApi('commentsLike', { query: { postId: 3 } }).catch(() => undefined);
    await callApi('bookingMine', { query: { email: 'a@example.com' } }).catch(() => undefined);
    const [insert, like, read] = vi.mocked(fetch).mock.calls;
    expect(keyOf(insert)).toMatch(/^[\w.:-]{8,100}$/);
    expect(keyOf(like)).toMatch(/^[\w.:-]{8,100}$/);
    expect(keyOf(insert)).not.toBe(keyOf(like));
    expect(keyOf(read)).toBeNull();
  });

  it('sends one request for the same write made twice while the first is in flight', async () => {
    const calls = mockApi({ commentsInsert: { ...COMMENT, comment: '双击' } });
    const [first, second] = await Promise.allSettled([
      callApi('commentsInsert', comment('双击')),
      callApi('commentsInsert', comment('双击')),
    ]);
    expect(callsTo(calls, 'commentsInsert')).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('retries a write whose answer was lost with the same key, and makes a later one a new write', async () => {
    mockApi({ commentsInsert: { ...COMMENT, comment: '重试' } });
    const answered = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi('commentsInsert', comment('重试'))).rejects.toThrow('Failed to fetch');
    vi.mocked(fetch).mockImplementation(answered as typeof fetch);
    await callApi('commentsInsert', comment('重试')).catch(() => undefined);
    await callApi('commentsInsert', comment('重试')).catch(() => undefined);
    const [lost, retry, later] = vi.mocked(fetch).mock.calls;
    expect(keyOf(retry)).toBe(keyOf(lost));
    expect(keyOf(later)).not.toBe(keyOf(retry));
  });
});
