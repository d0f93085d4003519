import type { CommentThread, ThreadComment } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall, renderWithApi } from '../../test/render-with-api.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';

const comment = (overrides: Partial<ThreadComment>): ThreadComment => ({
  id: 1,
  comment: '恭喜！',
  anonymousFlag: false,
  userName: '王芳',
  userDepartment: '研发中心/质量保障部',
  userId: 'XH10002',
  createTime: '2026-11-20 10:00:00',
  ownFlag: false,
  ...overrides,
});

let thread: CommentThread;
let calls: RecordedCall[];

beforeEach(() => {
  thread = {
    id: 7,
    like: 1,
    view: 3,
    likeFlag: false,
    comments: [
      comment({ id: 2, comment: '<script>alert(1)</script>', ownFlag: true }),
      comment({ id: 1, userName: 'Anonymous user****', userDepartment: '', userId: '', anonymousFlag: true }),
    ],
    likes: [{ userName: '李雷', userDepartment: '法务部', createTime: '2026-11-20 09:00:00' }],
  };
  calls = mockApi({
    commentsThread: () => thread,
    commentsView: null,
    commentsInsert: ({ body }) =>
      comment({ id: 3, comment: (body as { comment: string }).comment, ownFlag: true }),
    commentsDelete: null,
    // The server's like and cancel, so the reload after each shows the new state.
    commentsLike: () => {
      thread = { ...thread, likeFlag: true, like: thread.like + 1 };
      return null;
    },
    commentsLikeCancel: () => {
      thread = { ...thread, likeFlag: false, like: thread.like - 1 };
      return null;
    },
  });
});

function renderPanel() {
  return renderWithApi(<CommentsPanel resourceType={1} resourceId={42} />);
}

const paths = () => calls.map((call) => call.url);

describe('CommentsPanel', () => {
  it('counts the view before reading the thread, once', async () => {
    renderPanel();
    await screen.findByTestId('comment-2');
    expect(paths()).toEqual(['/new/api/oa/portal/post/view', '/new/api/oa/portal/post/list']);
    expect(calls[0]?.body).toEqual({ resourceId: 42, type: 1 });
  });

  it('shows comment markup as text and offers delete only on own comments', async () => {
    const { container } = renderPanel();
    const own = await screen.findByTestId('comment-2');
    expect(within(own).getByTestId('comment-text').textContent).toBe('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(within(own).getByTestId('comment-delete')).toBeTruthy();
    const anonymous = screen.getByTestId('comment-1');
    expect(within(anonymous).getByTestId('comment-author').textContent).toBe('Anonymous user****');
    expect(within(anonymous).queryByTestId('comment-delete')).toBeNull();
  });

  it('does not submit empty text, then posts the trimmed comment and reloads', async () => {
    renderPanel();
    const submit = (await screen.findByTestId('comment-submit')) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '  干得漂亮  ' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submit);
    await waitFor(() => expect(paths().filter((path) => path.endsWith('/post/list'))).toHaveLength(2));
    const insert = calls.find((call) => call.url.endsWith('/post/comment/insert'));
    expect(insert?.body).toEqual({ postId: 7, comment: '干得漂亮', anonymousFlag: true });
    await waitFor(() => expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe(''));
  });

  it('stops taking input at 100 characters and says why', async () => {
    renderPanel();
    const input = (await screen.findByTestId('comment-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '好'.repeat(100) } });
    expect(screen.queryByTestId('comment-limit')).toBeNull();
    fireEvent.change(input, { target: { value: '好'.repeat(120) } });
    expect(input.value).toBe('好'.repeat(100));
    expect(screen.getByTestId('comment-limit').textContent).toBe('评论最多 100 字，超出的部分未输入');
  });

  it('likes when not liked and cancels when liked, reloading each time', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('like-toggle'));
    await waitFor(() => expect(paths()).toContain('/new/api/oa/portal/post/like?postId=7'));
    await waitFor(() => expect(screen.getByTestId('like-toggle').dataset.liked).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('like-toggle'));
    await waitFor(() => expect(paths()).toContain('/new/api/oa/portal/post/like/cancel?postId=7'));
    await waitFor(() => expect(screen.getByTestId('like-toggle').dataset.liked).toBe('false'));
    expect(screen.getByTestId('like-count').textContent).toBe('1');
  });
});

describe('CommentsPanel while a comment is being stored', () => {
  it('disables the submit button until the answer comes, and a double click stores once', async () => {
    let answer: (stored: ThreadComment) => void = () => undefined;
    calls = mockApi({
      commentsThread: () => thread,
      commentsView: null,
      commentsInsert: () => new Promise<ThreadComment>((resolve) => (answer = resolve)),
    });
    renderPanel();
    fireEvent.change(await screen.findByTestId('comment-input'), { target: { value: '只发一次' } });
    const submit = screen.getByTestId('comment-submit') as HTMLButtonElement;
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    answer(comment({ id: 3, comment: '只发一次', ownFlag: true }));
    await waitFor(() => expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe(''));
    expect(calls.filter((call) => call.route === 'commentsInsert')).toHaveLength(1);
  });
});
