import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useListMutation } from './use-list.ts';

function Remover({ send }: { send: (id: number) => Promise<null> }) {
  const removal = useListMutation({ mutationFn: send, reloads: ['things'], doneText: () => 'app.name' });
  return (
    <button type="button" onClick={() => removal.mutate(7)}>
      remove
    </button>
  );
}

function renderRemover(send: (id: number) => Promise<null>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const reload = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <Remover send={send} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  act(() => screen.getByText('remove').click());
  return reload;
}

describe('useListMutation', () => {
  it('says it is done, then loads the list again', async () => {
    const send = vi.fn(async () => null);
    const reload = renderRemover(send);
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ queryKey: ['things'] }));
    expect(send).toHaveBeenCalledWith(7, expect.anything());
    expect(await screen.findByText('员工门户')).toBeTruthy();
  });

  it('loads the list again after a refusal too, without the done notice', async () => {
    const reload = renderRemover(async () => {
      throw new Error('refused');
    });
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ queryKey: ['things'] }));
    expect(screen.queryByText('员工门户')).toBeNull();
  });
});
