import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleView } from './ArticleView.tsx';

describe('ArticleView', () => {
  it('shows the breadcrumb, title, publisher, counts, content and the slots', () => {
    render(
      <ArticleView
        breadcrumb={[{ title: '荣誉殿堂', to: '/honor' }, { title: '荣誉详情' }]}
        title="2026年10月 年度之星"
        department="行政部"
        date="2026-10-31"
        counts={{ comments: 2, likes: 5, views: 9 }}
        html="<p>感谢<strong>付出</strong></p>"
        attachments={<div data-testid="slot-attachments" />}
        actions={<button type="button">返回</button>}
      >
        <div data-testid="slot-comments" />
      </ArticleView>,
    );
    expect(screen.getByRole('link', { name: '荣誉殿堂' }).getAttribute('href')).toBe('/honor');
    expect(screen.getByTestId('article-title').textContent).toBe('2026年10月 年度之星');
    expect(screen.getByTestId('article-department').textContent).toBe('发布部门：行政部');
    expect(screen.getByTestId('article-date').textContent).toBe('发布时间：2026-10-31');
    expect(screen.getByTestId('article-comment-count').textContent).toBe('2');
    expect(screen.getByTestId('article-like-count').textContent).toBe('5');
    expect(screen.getByTestId('article-view-count').textContent).toBe('9');
    expect(screen.getByTestId('article-content').innerHTML).toBe('<p>感谢<strong>付出</strong></p>');
    expect(screen.getByTestId('slot-attachments')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByTestId('slot-comments')).toBeTruthy();
  });

  it('leaves the counts out until they are known', () => {
    render(<ArticleView breadcrumb={[]} title="标题" department="" date="" html="" />);
    expect(screen.queryByTestId('article-counts')).toBeNull();
    expect(screen.queryByTestId('article-department')).toBeNull();
  });
});
