import type { Apartment } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { ApartmentTable } from './ApartmentTable.tsx';

addFeatureTexts({ zh, en });

const listing: Apartment = {
  id: 1,
  base: '深圳',
  apartmentType: '人才公寓',
  plot: '前海嘉里人才公寓',
  distance: '步行8分钟',
  leaseType: '整租',
  quantity: 4,
  houseType: '一室一厅',
  discountedRent: 2205,
  floor: '12层',
  orientation: '南',
  checkInTime: '随时入住',
  elevator: '有',
  gateLock: '密码锁',
  contactPerson: '王芳',
  picture: '',
};

afterEach(() => i18n.changeLanguage('zh'));

describe('ApartmentTable', () => {
  it('shows the fixed choices in English and what people wrote as written', async () => {
    await i18n.changeLanguage('en');
    render(
      <ApartmentTable
        apartments={[listing, { ...listing, id: 2, leaseType: '合租', elevator: '无' }]}
        loading={false}
      />,
    );
    const [first, second] = screen.getAllByTestId('apartment-row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual(
      expect.arrayContaining([
        'Shenzhen',
        'Talent apartment',
        'Whole unit',
        'Yes',
        '前海嘉里人才公寓',
        '一室一厅',
      ]),
    );
    expect(cells(second)).toEqual(expect.arrayContaining(['Shared', 'No']));
  });

  it('shows them as written in Chinese', () => {
    render(<ApartmentTable apartments={[listing]} loading={false} />);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['深圳', '人才公寓', '整租', '有']),
    );
  });
});
