import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('reopens the path after /redirect with its query', () => {
    expect(redirectTarget('ruleList', 'type=manage')).toBe('/ruleList?type=manage');
    expect(redirectTarget('meeting/meetingDetail', 'id=7')).toBe('/meeting/meetingDetail?id=7');
  });

  it('opens the home page when no path follows', () => {
    expect(redirectTarget(undefined, '')).toBe('/');
    expect(redirectTarget('', '')).toBe('/');
  });

  it('never leaves the app: doubled or backslash separators and dot segments collapse', () => {
    expect(redirectTarget('/evil.example/x', '')).toBe('/evil.example/x');
    expect(redirectTarget('\\\\evil.example', '')).toBe('/evil.example');
    expect(redirectTarget('../../honor', '')).toBe('/honor');
  });
});
