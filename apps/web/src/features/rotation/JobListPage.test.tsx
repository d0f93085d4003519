import type { JobRotation } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { JobListPage } from './JobListPage.tsx';

const job = (overrides: Partial<JobRotation>): JobRotation => ({
  id: 1,
  companyName: '星海科技有限公司',
  levelOneDepartment: '研发中心',
  levelThreeDepartment: '前端组',
  jobName: '前端开发工程师',
  jobSystem: '技术序列',
  jobAttribute: '全职',
  jobExpectedNumber: 2,
  jobBase: '深圳',
  onsiteTime: '随时',
  duration: '3个月',
  contactPersonName: '王伟',
  otherRequirements: '',
  jobDescriptionArray: ['开发页面'],
  technicalAndProfessionalDirectionArray: [],
  otherSkillRequirementsArray: [],
  ...overrides,
});

const jobs = [job({}), job({ id: 2, jobName: '数据开发工程师' })];

describe('JobListPage', () => {
  it('shows the eligibility notice and the jobs, without import or delete for an employee', async () => {
    mockApi({ rightMine: [], rotationList: jobs });
    renderWithApi(<JobListPage />, { at: '/jobListings' });
    expect(await screen.findByText('数据开发工程师')).toBeTruthy();
    expect(screen.getByTestId('job-eligibility').textContent).toContain('B+');
    expect(screen.getAllByTestId('job-detail')).toHaveLength(2);
    expect(screen.queryByTestId('job-remove')).toBeNull();
    expect(screen.queryByTestId('job-import')).toBeNull();
  });

  it('removes a job after confirmation, then says so and reloads the list', async () => {
    let listed = jobs;
    const calls = mockApi({
      rightMine: ['rotation:import'],
      rotationList: () => listed,
      rotationRemove: () => {
        listed = jobs.slice(1);
        return null;
      },
    });
    renderWithApi(<JobListPage />, { at: '/jobListings' });
    expect(await screen.findByTestId('job-import')).toBeTruthy();
    const [first] = await screen.findAllByTestId('job-remove');
    fireEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否确认删除该岗位')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('已成功删除该岗位')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(callsTo(calls, 'rotationRemove')[0]?.query.get('id')).toBe('1');
    await waitFor(() => expect(screen.queryByText('前端开发工程师')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 删除失败 with the server message when the removal is refused', async () => {
    mockApi({
      rightMine: ['rotation:import'],
      rotationList: jobs,
      rotationRemove: refuse(404, 'rotation.notFound', '岗位不存在或已被删除'),
    });
    renderWithApi(<JobListPage />, { at: '/jobListings' });
    const [first] = await screen.findAllByTestId('job-remove');
    fireEvent.click(first as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除失败')).toBeTruthy();
    expect(screen.getByText('岗位不存在或已被删除')).toBeTruthy();
  });

  it('closes the dialog without removing on cancel', async () => {
    const calls = mockApi({ rightMine: ['rotation:import'], rotationList: jobs });
    renderWithApi(<JobListPage />, { at: '/jobListings' });
    const [first] = await screen.findAllByTestId('job-remove');
    fireEvent.click(first as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'rotationRemove')).toHaveLength(0);
  });

  it('shows the job type and family in English; what people wrote stays as written', async () => {
    await i18n.changeLanguage('en');
    try {
      mockApi({ rightMine: [], rotationList: [job({ jobAttribute: '兼职', jobSystem: '产品序列' })] });
      renderWithApi(<JobListPage />, { at: '/jobListings' });
      expect(await screen.findByText('Part-time')).toBeTruthy();
      expect(screen.getByText('Product')).toBeTruthy();
      expect(screen.queryByText('兼职')).toBeNull();
      expect(screen.getByText('前端开发工程师')).toBeTruthy();
      expect(screen.getByText('星海科技有限公司')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
