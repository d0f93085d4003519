import type { FormTemplate } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { FeedbackAnswersPage } from './FeedbackAnswersPage.tsx';

const template: FormTemplate = {
  formTitle: '倾听你的声音',
  key: 'listenToMe',
  description: '',
  anonymousDefault: true,
  status: 'open',
  formTextList: [
    { rank: 1, title: '工作环境', content: '', kind: 'text', required: false },
    { rank: 2, title: '流程与制度', content: '', kind: 'text', required: false },
  ],
};

describe('FeedbackAnswersPage', () => {
  it('lists the answers with a column per question, 匿名 for an anonymous one, and links the export', async () => {
    const calls = mockApi({
      rightMine: ['feedback:read'],
      feedbackTemplate: template,
      feedbackAnswers: {
        totalCount: 2,
        items: [
          {
            id: 'a',
            submittedOn: '2026-11-24',
            anonymous: true,
            employeeName: null,
            employeeEmail: null,
            formTextList: [{ rank: 2, title: '流程与制度', content: '报销太慢' }],
          },
          {
            id: 'b',
            submittedOn: '2026-11-20',
            anonymous: false,
            employeeName: '韩浩然',
            employeeEmail: 'haoran.han@example.com',
            formTextList: [{ rank: 1, title: '工作环境', content: '工位太挤' }],
          },
        ],
      },
    });
    renderWithApi(<FeedbackAnswersPage />);
    const table = await screen.findByTestId('feedback-answers');
    const [anonymousRow, signedRow] = await within(table).findAllByRole('row', { name: /2026-11/ });
    expect(anonymousRow?.textContent).toContain('匿名');
    expect(anonymousRow?.textContent).toContain('报销太慢');
    expect(signedRow?.textContent).toContain('韩浩然haoran.han@example.com工位太挤');
    expect(within(table).getByRole('columnheader', { name: '流程与制度' })).toBeTruthy();
    expect(screen.getByTestId('feedback-total').textContent).toBe('共 2 条反馈');
    expect(screen.getByTestId('feedback-export').getAttribute('href')).toBe(
      '/form/answers/export?key=listenToMe',
    );
    expect(callsTo(calls, 'feedbackAnswers')[0]?.query.toString()).toBe(
      'key=listenToMe&pageNo=1&pageSize=20',
    );
  });

  it('tells an employee without the right that the answers are not for them, and asks for none', async () => {
    const calls = mockApi({ rightMine: [], feedbackTemplate: template });
    renderWithApi(<FeedbackAnswersPage />);
    await screen.findByText('只有拥有“查看与导出意见反馈”权限的同事可以查看反馈结果');
    expect(screen.queryByTestId('feedback-answers')).toBeNull();
    expect(callsTo(calls, 'feedbackAnswers')).toEqual([]);
  });
});
