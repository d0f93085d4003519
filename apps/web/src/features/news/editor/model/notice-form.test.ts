import { describe, expect, it } from 'vitest';
import { EMPTY_NOTICE, fieldsOf, missingTitle, readAs, shownLanguages } from './notice-form.ts';

describe('the notice form', () => {
  it('sends trimmed words, and an editor left empty as no text', () => {
    const fields = fieldsOf({
      ...EMPTY_NOTICE,
      title: '  通知 ',
      content: '<p></p>',
      contentEn: '<p>Hi</p>',
    });
    expect(fields).toMatchObject({ title: '通知', content: '', contentEn: '<p>Hi</p>' });
  });

  it("requires the title of the notice's readers", () => {
    expect(missingTitle({ ...EMPTY_NOTICE })).toBe('title');
    expect(missingTitle({ ...EMPTY_NOTICE, title: '通知' })).toBeNull();
    expect(missingTitle({ ...EMPTY_NOTICE, language: 'en', title: '通知' })).toBe('titleEn');
  });

  it('shows both languages for everyone, one for one language', () => {
    expect(shownLanguages('all')).toEqual(['zh', 'en']);
    expect(shownLanguages('en')).toEqual(['en']);
  });

  it('reads as English readers do: English where written, else the Chinese', () => {
    const form = {
      ...EMPTY_NOTICE,
      title: '食堂',
      titleEn: 'Canteen',
      summary: '二楼',
      content: '<p>正文</p>',
    };
    expect(readAs(form, 'en')).toEqual({ title: 'Canteen', summary: '二楼', html: '<p>正文</p>' });
    expect(readAs(form, 'zh')).toEqual({ title: '食堂', summary: '二楼', html: '<p>正文</p>' });
  });
});
