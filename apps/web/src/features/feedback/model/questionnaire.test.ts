import type { FormAnswer, FormTemplate } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { answerTo, canSubmit, submitRequest } from './questionnaire.ts';

const template: FormTemplate = {
  formTitle: '员工意见反馈',
  key: 'listenToMe',
  description: '',
  anonymousDefault: true,
  status: 'open',
  formTextList: [
    { rank: 1, title: '工作环境', content: '工位、会议室', kind: 'text', required: false },
    { rank: 2, title: '流程与制度', content: '哪些流程繁琐', kind: 'text', required: false },
  ],
};

describe('canSubmit', () => {
  it('waits until some field has text that is not blank', () => {
    expect(canSubmit(template, {})).toBe(false);
    expect(canSubmit(template, { 1: '', 2: '  \n\t ' })).toBe(false);
    expect(canSubmit(template, { 1: '', 2: ' 好 ' })).toBe(true);
  });

  it('waits for every required question', () => {
    const required: FormTemplate = {
      ...template,
      formTextList: template.formTextList.map((question) => ({ ...question, required: question.rank === 1 })),
    };
    expect(canSubmit(required, { 2: '好' })).toBe(false);
    expect(canSubmit(required, { 1: ' ', 2: '好' })).toBe(false);
    expect(canSubmit(required, { 1: '挤' })).toBe(true);
  });
});

describe('submitRequest', () => {
  it('sends every question of the template with what was typed, the flag as a boolean and no email', () => {
    expect(submitRequest(template, { 2: '报销太慢' }, true)).toEqual({
      key: 'listenToMe',
      formTitle: '员工意见反馈',
      anonymousFlag: true,
      formTextList: [
        { rank: 1, title: '工作环境', content: '' },
        { rank: 2, title: '流程与制度', content: '报销太慢' },
      ],
    });
    const signed = submitRequest(template, { 1: '工位太挤' }, false);
    expect(signed.anonymousFlag).toBe(false);
    expect(signed).not.toHaveProperty('employeeEmail');
  });
});

describe('answerTo', () => {
  it("finds an answer's text by the question's rank, '' for a question left blank", () => {
    const answer: FormAnswer = {
      id: 'a',
      submittedOn: '2026-11-20',
      anonymous: true,
      employeeName: null,
      employeeEmail: null,
      formTextList: [{ rank: 2, title: '流程与制度', content: '报销太慢' }],
    };
    expect(answerTo(answer, 2)).toBe('报销太慢');
    expect(answerTo(answer, 1)).toBe('');
  });
});
