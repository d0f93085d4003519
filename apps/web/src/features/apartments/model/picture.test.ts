import { describe, expect, it } from 'vitest';
import { shownPicture } from './picture.ts';

describe('shownPicture', () => {
  it('shows a stored file or an https picture', () => {
    expect(shownPicture('/file/content/seed-abc.svg')).toBe('/file/content/seed-abc.svg');
    expect(shownPicture(' https://img.example.com/a.jpg ')).toBe('https://img.example.com/a.jpg');
  });

  it('shows 暂无图片 (null) for an empty cell or anything else', () => {
    for (const picture of [
      '',
      '  ',
      'http://img.example.com/a.jpg',
      'javascript:alert(1)',
      'a.jpg',
      '/etc/passwd',
    ])
      expect(shownPicture(picture)).toBeNull();
  });
});
