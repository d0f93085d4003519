import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { CURRENT_USER, mockApi, renderWithApi } from '../../../test/render-with-api.tsx';
import { CreateMeetingH5Page } from './CreateMeetingH5Page.tsx';
import { SelectPersonH5Page } from './SelectPersonH5Page.tsx';

const CREATE = '/orderH5/createMeeting?roomId=7&roomName=301&time=2099-11-24&startTime=09:00&endTime=10:00';

function Landing() {
  const [pathname] = useLocation();
  return <p data-testid="landed">{`${pathname}?${useSearch()}`}</p>;
}

const employee = (name: string, email: string, department = '研发部') => ({
  name,
  email,
  department,
  userId: email.split('@')[0] ?? '',
  avatar: null,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockApi({
    peopleSearch: [
      employee(CURRENT_USER.name, CURRENT_USER.email),
      employee('李娜', 'li.na@example.com'),
      employee('张三', 'zhang.san@example.com', '财务部'),
    ],
    meetingFrequentAttendees: ['li.na@example.com'],
    peopleByEmails: [employee('李娜', 'li.na@example.com')],
    roomDay: { refusal: { status: 404, error: 'room.notFound', message: '会议室不存在' } },
  });
});

describe('the attendee picker page', () => {
  it('returns its picks to the create page, which keeps what was typed', async () => {
    renderWithApi(<CreateMeetingH5Page />, {
      at: CREATE,
      path: '/orderH5/createMeeting',
      otherRoutes: { '/orderH5/selectPerson': <SelectPersonH5Page /> },
    });
    fireEvent.change(await screen.findByTestId('h5-meeting-subject'), { target: { value: '周会' } });
    fireEvent.change(screen.getByTestId('h5-meeting-content'), { target: { value: '议程' } });
    fireEvent.click(screen.getByTestId('h5-attendees-add'));

    // Frequent contacts first; then the search, without me (the organizer).
    fireEvent.click(await screen.findByTestId('h5-person-li.na@example.com'));
    fireEvent.change(screen.getByTestId('h5-person-search'), { target: { value: '财务' } });
    fireEvent.click(await screen.findByTestId('h5-person-zhang.san@example.com'));
    expect(screen.queryByTestId(`h5-person-${CURRENT_USER.email}`)).toBeNull();
    expect(screen.getByTestId('h5-picked-count').textContent).toBe('已选 2 / 20 人');
    fireEvent.click(screen.getByTestId('h5-select-done'));

    expect(((await screen.findByTestId('h5-meeting-subject')) as HTMLInputElement).value).toBe('周会');
    expect((screen.getByTestId('h5-meeting-content') as HTMLTextAreaElement).value).toBe('议程');
    expect(screen.getByTestId('h5-attendees').textContent).toContain('li.na@example.com');
    expect(screen.getByTestId('h5-attendees').textContent).toContain('zhang.san@example.com');
  });

  it('takes a second tap as a removal and adds nobody past 20', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `p${index}@example.com`);
    sessionStorage.setItem(
      'portal.h5.meetingDraft',
      JSON.stringify({ back: CREATE, name: '', content: '', attendees: twenty }),
    );
    renderWithApi(<SelectPersonH5Page />, {
      at: '/orderH5/selectPerson',
      path: '/orderH5/selectPerson',
      otherRoutes: { '/orderH5/createMeeting': <Landing /> },
    });
    fireEvent.change(screen.getByTestId('h5-person-search'), { target: { value: '李' } });
    const li = await screen.findByTestId('h5-person-li.na@example.com');
    expect(li.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('h5-picked-p0@example.com'));
    await waitFor(() => expect(li.hasAttribute('disabled')).toBe(false));
    fireEvent.click(li);
    fireEvent.click(screen.getByTestId('h5-select-done'));
    expect((await screen.findByTestId('landed')).textContent).toBe(CREATE);
    const stored = JSON.parse(sessionStorage.getItem('portal.h5.meetingDraft') ?? '{}') as {
      attendees: string[];
    };
    expect(stored.attendees).toEqual([...twenty.slice(1), 'li.na@example.com']);
  });
});
