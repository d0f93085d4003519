import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { StaffInfoPage } from './StaffInfoPage.tsx';

const card = {
  name: '王伟',
  userId: 'XH10001',
  email: 'wei.wang@example.com',
  department: '研发中心/平台研发部',
  company: '星海科技有限公司',
  supervisor: { name: '李娜', email: 'na.li@example.com' },
  office: { city: '北京', building: 'IC-Park一号楼' },
  maskedPhone: '138****5678',
  workerStatus: 1,
  education: 0,
};

describe('StaffInfoPage', () => {
  it('shows my card with the masked phone and the status and education named', async () => {
    mockApi({ peopleStaffInfoMine: card });
    renderWithApi(<StaffInfoPage />, { at: '/staffInfo' });
    expect((await screen.findByTestId('staff-phone')).textContent).toBe('138****5678');
    expect(screen.getByText('研发中心 / 平台研发部')).toBeTruthy();
    expect(screen.getByText('李娜（na.li@example.com）')).toBeTruthy();
    expect(screen.getByText('北京 · IC-Park一号楼')).toBeTruthy();
    expect(screen.getByText('在职')).toBeTruthy();
    expect(screen.getByText('硕士')).toBeTruthy();
  });

  it('says 暂无 for what the directory does not know', async () => {
    mockApi({
      peopleStaffInfoMine: {
        ...card,
        supervisor: null,
        office: null,
        maskedPhone: null,
        workerStatus: 2,
        education: null,
      },
    });
    renderWithApi(<StaffInfoPage />, { at: '/staffInfo' });
    expect((await screen.findByTestId('staff-phone')).textContent).toBe('暂无');
    expect(screen.getByText('无效')).toBeTruthy();
    expect(screen.getAllByText('暂无')).toHaveLength(4);
  });
});
