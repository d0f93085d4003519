import { describe, expect, it } from 'vitest';
import { canEditRooms, canUsePhoto } from './policy.ts';

describe('the room editor policy', () => {
  it('lets the rooms right and administrators edit rooms, nobody else', () => {
    expect(canEditRooms({ roles: ['rooms:edit'] })).toBe(true);
    expect(canEditRooms({ roles: ['admin'] })).toBe(true);
    expect(canEditRooms({ roles: ['user', 'news:edit'] })).toBe(false);
  });

  it("takes a photo the editor uploaded, or the room's own, never another's upload", () => {
    const editor = { id: 7, roles: ['rooms:edit'] };
    expect(canUsePhoto(editor, { ossKey: 'a.png', uploadedBy: 7 }, null)).toBe(true);
    expect(canUsePhoto(editor, { ossKey: 'b.png', uploadedBy: 8 }, 'b.png')).toBe(true);
    expect(canUsePhoto(editor, { ossKey: 'c.png', uploadedBy: 8 }, 'b.png')).toBe(false);
  });
});
