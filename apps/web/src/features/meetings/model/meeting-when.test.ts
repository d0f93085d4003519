import { describe, expect, it } from 'vitest';
import { meetingWhen, peopleLine, statusColor } from './meeting-when.ts';

describe('meeting time text', () => {
  it('shows one day with its two clock times', () => {
    expect(meetingWhen('2026-03-02 09:00:00', '2026-03-02 10:30:00')).toBe('2026-03-02 09:00-10:30');
  });

  it('shows both days of a meeting past midnight', () => {
    expect(meetingWhen('2026-03-02 22:00:00', '2026-03-03 01:00:00')).toBe(
      '2026-03-02 22:00 – 2026-03-03 01:00',
    );
  });

  it('colours unknown statuses plainly', () => {
    expect(statusColor(5)).toBe('red');
    expect(statusColor(42)).toBe('default');
  });
});

describe('peopleLine', () => {
  it('names people, falls back to the email, and shows a dash for nobody', () => {
    expect(
      peopleLine([
        { name: '王伟', email: 'wei.wang@x.com' },
        { name: '', email: 'li@x.com' },
      ]),
    ).toBe('王伟、li@x.com');
    expect(peopleLine([])).toBe('—');
  });
});
