import { describe, expect, it } from 'vitest';
import { canCloseRooms } from './policy.ts';

describe('canCloseRooms', () => {
  it('lets holders of rooms:edit and administrators close rooms, nobody else', () => {
    expect(canCloseRooms({ roles: ['rooms:edit'] })).toBe(true);
    expect(canCloseRooms({ roles: ['admin'] })).toBe(true);
    expect(canCloseRooms({ roles: [] })).toBe(false);
    expect(canCloseRooms({ roles: ['messages:send', 'holiday:edit'] })).toBe(false);
  });
});
