import type { FeedbackFormDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { copyOf, emptyDraft, emptyQuestion, isLocked, isSavable, moved, previewOf } from './form-draft.ts';
import { shownKey } from './questionnaire.ts';

const saved: FeedbackFormDetail = {
  key: 'form-1',
  formTitle: '满意度调查',
  formTitleEn: 'Satisfaction survey',
  description: '两分钟',
  descriptionEn: '',
  anonymousDefault: false,
  status: 'open',
  deleted: false,
  answerCount: 3,
  questions: [
    {
      rank: 2,
      kind: 'text',
      title: '班车',
      titleEn: ' ',
      content: '路线',
      contentEn: 'Routes',
      required: true,
    },
    { rank: 1, kind: 'text', title: '食堂', titleEn: 'Canteen', content: '', contentEn: '', required: false },
  ],
};

describe('the questionnaire editor model', () => {
  it('previews what employees will see: the English where written, else the Chinese', () => {
    const english = previewOf(copyOf(saved), 'en');
    expect(english).toMatchObject({
      formTitle: 'Satisfaction survey',
      description: '两分钟',
      anonymousDefault: false,
    });
    expect(english.formTextList.map((q) => [q.rank, q.title, q.content, q.required])).toEqual([
      [1, '班车', 'Routes', true],
      [2, 'Canteen', '', false],
    ]);
    expect(previewOf(copyOf(saved), 'zh').formTitle).toBe('满意度调查');
  });

  it('copies a questionnaire into new questions (no ranks), and locks only saved questions once answered', () => {
    const copy = copyOf(saved);
    expect(copy.questions.every((question) => question.rank === undefined)).toBe(true);
    const question = emptyQuestion();
    expect(isLocked({ ...question, rank: 2 }, true)).toBe(true);
    expect(isLocked(question, true)).toBe(false);
    expect(isLocked({ ...question, rank: 2 }, false)).toBe(false);
  });

  it('moves a question up or down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('saves only with a title and every question titled', () => {
    expect(isSavable(emptyDraft())).toBe(false);
    const titled = { ...emptyDraft(), formTitle: '调查' };
    expect(isSavable(titled)).toBe(false);
    expect(isSavable({ ...titled, questions: [{ ...emptyQuestion(), title: '问题' }] })).toBe(true);
    expect(isSavable({ ...titled, questions: [] })).toBe(false);
  });
});

describe('shownKey', () => {
  it('shows the asked one, else the feedback questionnaire while open, else the newest open one', () => {
    expect(shownKey('form-9', [])).toBe('form-9');
    expect(shownKey(null, undefined)).toBe('listenToMe');
    expect(
      shownKey(null, [
        { key: 'form-2', formTitle: 'b' },
        { key: 'listenToMe', formTitle: 'a' },
      ]),
    ).toBe('listenToMe');
    expect(shownKey(null, [{ key: 'form-2', formTitle: 'b' }])).toBe('form-2');
    expect(shownKey(null, [])).toBe('listenToMe');
  });
});
