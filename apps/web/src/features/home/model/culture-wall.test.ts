import { describe, expect, it } from 'vitest';
import { CIRCLES_VIEW, toggleCultureView } from './culture-wall.ts';

describe('toggleCultureView', () => {
  it('shows the clicked circle, then returns to the circles on the next click', () => {
    const detail = toggleCultureView(CIRCLES_VIEW, 'integrity');
    expect(detail).toEqual({ kind: 'detail', circle: 'integrity' });
    expect(toggleCultureView(detail, 'integrity')).toEqual(CIRCLES_VIEW);
  });

  it('returns whatever was clicked while a picture is shown', () => {
    expect(toggleCultureView({ kind: 'detail', circle: 'vision' }, 'other')).toEqual(CIRCLES_VIEW);
  });
});
