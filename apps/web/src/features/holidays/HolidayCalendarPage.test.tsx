import type { Holiday } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyNow } from '../../lib/company-time.ts';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { HolidayCalendarPage } from './HolidayCalendarPage.tsx';

const year = companyNow().year();
const springFestival: Holiday = {
  id: 1,
  year,
  nameZh: '春节',
  nameEn: 'Spring Festival',
  startsOn: `${year}-02-15`,
  endsOn: `${year}-02-23`,
  workdays: [`${year}-02-14`],
};

describe('HolidayCalendarPage', () => {
  it("lists this company year's holidays, marks them in twelve months, and says the next is not published", async () => {
    const calls = mockApi({
      rightMine: [],
      holidayYear: (call) => ({
        year: Number(call.query.get('year')),
        holidays: Number(call.query.get('year')) === year ? [springFestival] : [],
      }),
    });
    renderWithApi(<HolidayCalendarPage />, { at: '/holidayCalendar' });
    const table = await screen.findByTestId('holiday-table');
    expect(within(table).getByText('春节')).toBeTruthy();
    expect(within(table).getByText('2月15日至2月23日')).toBeTruthy();
    expect(within(table).getByText('共9天')).toBeTruthy();
    expect(screen.getAllByTestId('holiday-month')).toHaveLength(12);
    expect(document.querySelectorAll('td[data-mark="off"]')).toHaveLength(9);
    expect(document.querySelectorAll('td[data-mark="work"]')).toHaveLength(1);
    // Employees get neither the add button nor the edit links.
    expect(screen.queryByTestId('holiday-add')).toBeNull();
    expect(screen.queryByTestId('holiday-edit')).toBeNull();

    screen.getByRole('tab', { name: `${year + 1}年` }).click();
    expect(await screen.findByText(`${year + 1}年的放假安排尚未公布`)).toBeTruthy();
    expect(callsTo(calls, 'holidayYear').map((call) => call.query.get('year'))).toContain(String(year + 1));
  });

  it('offers adding, changing and removing to those the server lets edit', async () => {
    mockApi({ rightMine: ['holiday:edit'], holidayYear: { year, holidays: [springFestival] } });
    renderWithApi(<HolidayCalendarPage />, { at: '/holidayCalendar' });
    expect(await screen.findByTestId('holiday-edit')).toBeTruthy();
    expect(screen.getByTestId('holiday-add')).toBeTruthy();
    expect(screen.getByTestId('holiday-remove')).toBeTruthy();
  });
});
