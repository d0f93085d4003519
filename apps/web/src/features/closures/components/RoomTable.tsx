import type { ClosureRoom } from '@portal/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/list-page/FilterBar.tsx';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import styles from '../closures.module.css';
import { roomMatches, roomPlace } from '../model/closure-form.ts';

const PAGE_SIZE = 20;

/** Every room, found by name or place, with its closures still ahead and the way to close it. */
export function RoomTable({
  rooms,
  loading,
  onOpen,
}: {
  rooms: ClosureRoom[];
  loading: boolean;
  onOpen: (room: ClosureRoom) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const shown = rooms.filter((room) => roomMatches(room, typed));
  return (
    <>
      <FilterBar>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('closures.search')}
          onSearch={(value) => {
            setTyped(value);
            setPage(1);
          }}
          data-testid="closure-room-search"
        />
      </FilterBar>
      <ListTable<ClosureRoom>
        rows={shown}
        loading={loading}
        paging={{ pageSize: PAGE_SIZE, current: page, onChange: setPage }}
        data-testid="closure-rooms"
        columns={[
          { title: t('closures.columns.name'), dataIndex: 'name' },
          { title: t('closures.columns.place'), key: 'place', render: (_, room) => roomPlace(room) },
          { title: t('closures.columns.capacity'), dataIndex: 'capacity', width: 100 },
          {
            title: t('closures.columns.ahead'),
            key: 'ahead',
            width: 140,
            render: (_, room) =>
              room.closuresAhead > 0 ? t('closures.aheadCount', { count: room.closuresAhead }) : '—',
          },
          {
            title: t('closures.columns.actions'),
            key: 'actions',
            width: 120,
            render: (_, room) => (
              <Button type="link" onClick={() => onOpen(room)} data-testid={`closure-open-${room.id}`}>
                {t('closures.manage')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
