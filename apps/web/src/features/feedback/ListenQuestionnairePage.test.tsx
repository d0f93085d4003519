import type { FormTemplate } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { ListenQuestionnairePage } from './ListenQuestionnairePage.tsx';

const template: FormTemplate = {
  formTitle: '倾听你的声音',
  key: 'listenToMe',
  description: '',
  anonymousDefault: true,
  status: 'open',
  formTextList: [
    { rank: 1, title: '工作环境', content: '工位、会议室、网络', kind: 'text', required: false },
    { rank: 2, title: '流程与制度', content: '哪些流程繁琐', kind: 'text', required: false },
  ],
};

const submitButton = () => screen.getByTestId('feedback-submit') as HTMLButtonElement;
const fields = () => screen.getAllByTestId('feedback-answer') as HTMLTextAreaElement[];

afterEach(() => vi.useRealTimers());

describe('ListenQuestionnairePage', () => {
  it('shows the template, anonymous on, and submits once some field has text; then thanks and clears', async () => {
    const calls = mockApi({
      feedbackTemplate: template,
      feedbackOpenForms: [],
      rightMine: [],
      feedbackSubmit: null,
    });
    renderWithApi(<ListenQuestionnairePage />);
    await screen.findByPlaceholderText('哪些流程繁琐');
    expect(screen.getByTestId('feedback-title').textContent).toBe('倾听你的声音');
    expect(screen.getByTestId('feedback-anonymous').closest('label')?.querySelector('input')?.checked).toBe(
      true,
    );
    expect(submitButton().disabled).toBe(true);

    fireEvent.change(fields()[1] as HTMLTextAreaElement, { target: { value: '   ' } });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(fields()[1] as HTMLTextAreaElement, { target: { value: '报销太慢' } });
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());

    await screen.findByTestId('feedback-success');
    expect(callsTo(calls, 'feedbackSubmit')[0]?.body).toEqual({
      key: 'listenToMe',
      formTitle: '倾听你的声音',
      anonymousFlag: true,
      formTextList: [
        { rank: 1, title: '工作环境', content: '' },
        { rank: 2, title: '流程与制度', content: '报销太慢' },
      ],
    });
    expect(fields().map((field) => field.value)).toEqual(['', '']);
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByTestId('feedback-answers-link')).toBeNull();
  });

  it('shows Submit failed with the reason, closed after 2 s, and keeps what was typed', async () => {
    mockApi({
      feedbackTemplate: template,
      feedbackOpenForms: [],
      rightMine: ['feedback:read'],
      feedbackSubmit: refuse(400, 'feedback.answerTooLong', '每项内容不能超过 2000 个字'),
    });
    renderWithApi(<ListenQuestionnairePage />);
    await screen.findByTestId('feedback-answers-link');
    fireEvent.change(fields()[0] as HTMLTextAreaElement, { target: { value: '工位太挤' } });
    fireEvent.click(screen.getByTestId('feedback-anonymous'));
    fireEvent.click(submitButton());
    const failure = await screen.findByTestId('feedback-failure');
    expect(failure.textContent).toContain('提交失败');
    expect(failure.textContent).toContain('每项内容不能超过 2000 个字');
    expect(fields()[0]?.value).toBe('工位太挤');
    await waitFor(() => expect(screen.queryByTestId('feedback-failure')).toBeNull(), { timeout: 4_000 });
    await act(async () => undefined);
  });

  it('says the server did not answer when no answer came, and disables submit while it waits', async () => {
    let fail: (error: Error) => void = () => undefined;
    const calls = mockApi({
      feedbackTemplate: template,
      feedbackOpenForms: [],
      rightMine: [],
      feedbackSubmit: () => new Promise<null>((_resolve, reject) => (fail = reject)),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApi(<ListenQuestionnairePage />);
    await screen.findByPlaceholderText('哪些流程繁琐');
    fireEvent.change(fields()[0] as HTMLTextAreaElement, { target: { value: '班车' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fail(new TypeError('Failed to fetch'));
    const failure = await screen.findByTestId('feedback-failure');
    expect(failure.textContent).toContain('没有收到服务器的答复');
    expect(callsTo(calls, 'feedbackSubmit')).toHaveLength(1);
  });
});
