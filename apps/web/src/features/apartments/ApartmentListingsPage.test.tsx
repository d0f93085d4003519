import type { Apartment } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, type RecordedCall, renderWithApi } from '../../test/render-with-api.tsx';
import { ApartmentListingsPage } from './ApartmentListingsPage.tsx';

const listing = (id: number): Apartment => ({
  id,
  base: '深圳',
  apartmentType: '人才公寓',
  plot: `小区 ${id}`,
  distance: '',
  leaseType: '整租',
  quantity: 1,
  houseType: '一室一厅',
  discountedRent: 2100,
  floor: '',
  orientation: '',
  checkInTime: '',
  elevator: '有',
  gateLock: '',
  contactPerson: '',
  picture: '',
});

/** 5,000 listings served a page at a time, as the server does. */
const pageOf = (call: RecordedCall) => {
  const { pageNo, pageSize } = call.body as { pageNo: number; pageSize: number };
  const first = (pageNo - 1) * pageSize + 1;
  return { list: Array.from({ length: pageSize }, (_, index) => listing(first + index)), total: 5000 };
};

describe('ApartmentListingsPage at 5,000 listings', () => {
  it('shows the first page, the total, and the pages; another page is fetched from the server', async () => {
    const calls = mockApi({
      rightMine: [],
      apartmentOptions: { bases: [], apartmentTypes: [], leaseTypes: [], houseTypes: [] },
      apartmentListPage: pageOf,
    });
    renderWithApi(<ApartmentListingsPage />, { at: '/apartmentListings' });
    expect(await screen.findByText('小区 1')).toBeTruthy();
    expect(screen.getAllByTestId('apartment-row')).toHaveLength(20);
    expect(screen.getByTestId('apartment-count').textContent).toContain('5000');
    expect(screen.getByTitle('250')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('小区 21')).toBeTruthy();
    expect(screen.queryByText('小区 1')).toBeNull();
    await waitFor(() =>
      expect(
        callsTo(calls, 'apartmentListPage').map((call) => (call.body as { pageNo: number }).pageNo),
      ).toEqual([1, 2]),
    );
  });

  it('previews an import (added, removed, unchanged) and sends the same file with the token once confirmed', async () => {
    const calls = mockApi({
      rightMine: ['apartment:import'],
      apartmentOptions: { bases: [], apartmentTypes: [], leaseTypes: [], houseTypes: [] },
      apartmentListPage: pageOf,
      apartmentImportPreview: { added: 5, removed: 4995, unchanged: 5, token: 'previewed' },
      apartmentImport: { imported: 10 },
    });
    const { container } = renderWithApi(<ApartmentListingsPage />, { at: '/apartmentListings' });
    expect(await screen.findByTestId('apartment-import-notice')).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['sheet'], 'listings.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByTestId('apartment-import-preview')).textContent).toBe(
      '导入将以表格替换全部现有数据：新增 5 条，删除 4995 条，5 条不变。',
    );
    expect(callsTo(calls, 'apartmentImport')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('apartment-import-confirm'));
    await waitFor(() => expect(callsTo(calls, 'apartmentImport')).toHaveLength(1));
    const sent = callsTo(calls, 'apartmentImport')[0]?.body as FormData;
    expect(sent.get('confirm')).toBe('previewed');
    expect((sent.get('file') as File).name).toBe('listings.xlsx');
  });
});
