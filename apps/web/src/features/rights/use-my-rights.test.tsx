import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { useHoldsRight } from './use-my-rights.ts';

function Holds({ right }: { right: Parameters<typeof useHoldsRight>[0] }) {
  const holds = useHoldsRight(right);
  return <p>{`${right}: ${holds === undefined ? 'asking' : String(holds)}`}</p>;
}

describe('useHoldsRight', () => {
  it('answers every right from one call, made once for the whole page', async () => {
    const calls = mockApi({ rightMine: ['holiday:edit'] });
    renderWithApi(
      <>
        <Holds right="holiday:edit" />
        <Holds right="software:publish" />
      </>,
    );
    expect(screen.getByText('holiday:edit: asking')).toBeTruthy();
    await screen.findByText('holiday:edit: true');
    expect(screen.getByText('software:publish: false')).toBeTruthy();
    expect(callsTo(calls, 'rightMine')).toHaveLength(1);
  });
});
