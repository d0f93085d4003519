import type { Book } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { recommenderEmails, withRecommenders } from './recommenders.ts';

const book = (id: number, recommender: string): Book => ({
  id,
  name: `书${id}`,
  author: '作者',
  cover: '',
  recommender,
  recommend: '推荐',
});

describe('recommenderEmails', () => {
  it('asks for each recommender once, whatever the case of the email', () => {
    const books = [book(1, 'fang.li@x.com'), book(2, 'Fang.Li@x.com'), book(3, 'wei.wang@x.com')];
    expect(recommenderEmails(books)).toEqual(['fang.li@x.com', 'wei.wang@x.com']);
    expect(recommenderEmails([])).toEqual([]);
  });
});

describe('withRecommenders', () => {
  const li = { email: 'fang.li@x.com', name: '李芳', department: '研发中心/质量保障部' };

  it("names every book's recommender and department from the look-up", () => {
    const [first, second] = withRecommenders([book(1, 'FANG.LI@x.com'), book(2, 'fang.li@x.com')], [li]);
    expect(first).toEqual({
      ...book(1, 'FANG.LI@x.com'),
      recommedName: '李芳',
      recommenderDepartment: '研发中心/质量保障部',
    });
    expect(second?.recommedName).toBe('李芳');
  });

  it('leaves the name and department blank for someone the look-up does not know, or when it failed', () => {
    const books = [book(1, 'gone@x.com')];
    expect(withRecommenders(books, [li])[0]).toMatchObject({ recommedName: '', recommenderDepartment: '' });
    expect(withRecommenders(books, [])[0]).toMatchObject({ recommedName: '', recommenderDepartment: '' });
  });
});
