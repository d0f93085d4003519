import type { Employee, ModuleRightHolders } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { RightsPage } from './RightsPage.tsx';

const person = (email: string, name: string): Employee => ({
  email,
  name,
  department: '人力资源部',
  userId: `XH${name.length}`,
  avatar: null,
});

describe('module rights page', () => {
  it("grants by email and revokes a holder, showing each right's holders as the server answers", async () => {
    let holders: ModuleRightHolders[] = [
      { right: 'apartment:import', holders: [person('fang.wang@example.com', '王芳')] },
      { right: 'rotation:import', holders: [] },
      { right: 'feedback:read', holders: [] },
    ];
    const change = (grant: boolean) => (call: { body: unknown }) => {
      const { email, right } = call.body as { email: string; right: ModuleRightHolders['right'] };
      holders = holders.map((entry) =>
        entry.right !== right
          ? entry
          : {
              right,
              holders: grant
                ? [...entry.holders, person(email, '李雷')]
                : entry.holders.filter((holder) => holder.email !== email),
            },
      );
      return holders.find((entry) => entry.right === right) as ModuleRightHolders;
    };
    const calls = mockApi({
      peopleCurrentUser: { ...CURRENT_USER, roles: ['admin'] },
      rightList: () => holders,
      rightGrant: change(true),
      rightRevoke: change(false),
    });
    renderWithApi(<RightsPage />);

    const rotation = await screen.findByTestId('right-rotation:import');
    expect(within(rotation).getByText('内部转岗导入与删除')).toBeTruthy();
    fireEvent.change(within(rotation).getByPlaceholderText('员工邮箱'), {
      target: { value: ' lei.li@example.com ' },
    });
    fireEvent.click(within(rotation).getByRole('button', { name: /授\s*予/ }));
    await within(rotation).findByText(/lei\.li@example\.com/);
    expect(callsTo(calls, 'rightGrant')[0]?.body).toEqual({
      email: 'lei.li@example.com',
      right: 'rotation:import',
    });

    const apartment = screen.getByTestId('right-apartment:import');
    fireEvent.click(within(apartment).getByRole('button', { name: /收\s*回/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(within(apartment).queryByText(/fang\.wang@example\.com/)).toBeNull());
    expect(callsTo(calls, 'rightRevoke')[0]?.body).toEqual({
      email: 'fang.wang@example.com',
      right: 'apartment:import',
    });
  }, 60_000);

  it('tells an employee who is not an administrator, without asking for the list', async () => {
    const calls = mockApi({ peopleCurrentUser: CURRENT_USER });
    renderWithApi(<RightsPage />);
    await screen.findByText('只有管理员可以管理模块权限');
    expect(callsTo(calls, 'rightList')).toEqual([]);
  });
});
