import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { OfficesPage } from './OfficesPage.tsx';

const office = (index: number, country: string, city: string) => ({
  index,
  country,
  city,
  workAddress: `${city}地址${index}`,
  accessPerson: `联系人${index}`,
  email: `contact${index}@example.com`,
});

describe('OfficesPage', () => {
  it('merges equal countries, and equal regions within a country, into one cell each', async () => {
    mockApi({
      officeAddressList: [
        office(1, '中国', '北京'),
        office(2, '中国', '北京'),
        office(3, '中国', '上海'),
        office(4, '新加坡', '新加坡'),
      ],
    });
    renderWithApi(<OfficesPage />, { at: '/workAddress' });
    await screen.findByText('北京地址1');
    const table = screen.getByTestId('office-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['国家', '地区', '详细地址', '联系人', '邮箱']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cellsOf = (row: number) => [...(rows[row] as HTMLElement).querySelectorAll('td')];
    expect(cellsOf(0).map((cell) => [cell.textContent, cell.rowSpan])).toEqual([
      ['中国', 3],
      ['北京', 2],
      ['北京地址1', 1],
      ['联系人1', 1],
      ['contact1@example.com', 1],
    ]);
    // The merged cells are not repeated in the rows they span.
    expect(cellsOf(1).map((cell) => cell.textContent)).toEqual([
      '北京地址2',
      '联系人2',
      'contact2@example.com',
    ]);
    expect(cellsOf(2).map((cell) => cell.textContent)).toEqual([
      '上海',
      '上海地址3',
      '联系人3',
      'contact3@example.com',
    ]);
    expect(cellsOf(3)[0]?.textContent).toBe('新加坡');
    expect(within(table).getByText('contact4@example.com').getAttribute('href')).toBe(
      'mailto:contact4@example.com',
    );
  });

  it('says 暂无数据 when there are no offices', async () => {
    mockApi({ officeAddressList: [] });
    renderWithApi(<OfficesPage />, { at: '/workAddress' });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
