import type { Apartment } from '@portal/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListPaging, ListTable } from '../../../components/list-page/ListTable.tsx';
import styles from '../apartments.module.css';
import { shownValue } from '../model/fixed-values.ts';
import { ApartmentPicture } from './ApartmentPicture.tsx';

/** The columns after the picture, in the sheet's order (the rent is the one after 7折). */
const TEXT_COLUMNS = [
  'base',
  'apartmentType',
  'plot',
  'distance',
  'leaseType',
  'quantity',
  'houseType',
  'discountedRent',
  'floor',
  'orientation',
  'checkInTime',
  'elevator',
  'gateLock',
  'contactPerson',
] as const satisfies readonly (keyof Apartment)[];

interface ApartmentTableProps {
  apartments: Apartment[];
  loading: boolean;
  /** The server's paging: which page this is, of how many listings in all (none: one page). */
  paging?: ListPaging;
}

export function ApartmentTable({ apartments, loading, paging }: ApartmentTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Apartment> = [
    {
      key: 'picture',
      title: t('apartments.columns.picture'),
      fixed: 'left',
      width: 120,
      render: (_, apartment) => <ApartmentPicture picture={apartment.picture} alt={apartment.plot} />,
    },
    ...TEXT_COLUMNS.map((field) => ({
      key: field,
      dataIndex: field,
      title: t(`apartments.columns.${field}`),
      ...(field === 'discountedRent'
        ? { align: 'right' as const, render: (rent: number) => <span className={styles.rent}>{rent}</span> }
        : {
            render: (value: string | number) =>
              typeof value === 'string' ? shownValue(t, field, value) : value,
          }),
      ...(field === 'quantity' ? { align: 'right' as const } : {}),
    })),
  ];
  return (
    <ListTable
      rows={apartments}
      columns={columns}
      loading={loading}
      paging={paging}
      emptyText={t('apartments.empty')}
      onRow={(apartment) => ({ 'data-testid': 'apartment-row', 'data-apartment-id': apartment.id }) as object}
    />
  );
}
