import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApi } from '../../../test/render-with-api.tsx';
import { CultureWall } from './CultureWall.tsx';

const items = [
  { circle: 'vision' as const, ossKey: 'v.svg', picUrl: '/file/content/v.svg' },
  { circle: 'integrity' as const, ossKey: 'i.svg', picUrl: '/file/content/i.svg' },
];

function renderWall() {
  mockApi({ homeCulture: items });
  renderWithApi(<CultureWall />);
}

describe('CultureWall', () => {
  it('shows the nine circles, opens a picture on click and returns on the next click', async () => {
    renderWall();
    const integrity = await screen.findByTestId('culture-circle-integrity');
    expect(screen.getByTestId('culture-circles').querySelectorAll('button')).toHaveLength(9);
    expect(integrity.textContent).toBe('廉洁');
    // A circle without a picture cannot be opened.
    expect((screen.getByTestId('culture-circle-business') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(integrity);
    const detail = screen.getByTestId('culture-detail');
    expect(detail.querySelector('img')?.getAttribute('src')).toBe('/file/content/i.svg');
    expect(screen.queryByTestId('culture-circles')).toBeNull();

    fireEvent.click(detail);
    expect(screen.getByTestId('culture-circles')).toBeTruthy();
  });
});
