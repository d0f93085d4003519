import type { EditorRoom } from '@portal/contracts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListPaging, ListTable } from '../../../components/list-page/ListTable.tsx';
import { DEVICE_LABEL_KEYS } from '../../rooms/index.ts';
import { isOpenAllDay } from '../model/room-form.ts';
import styles from '../room-editor.module.css';

interface RoomTableProps {
  rooms: EditorRoom[];
  loading: boolean;
  paging: ListPaging;
  onEdit: (room: EditorRoom) => void;
  onClosures: (room: EditorRoom) => void;
  onRetire: (room: EditorRoom) => void;
  onRestore: (room: EditorRoom) => void;
}

/** The rooms with their place, size, devices, open hours and state, and what may be done to each. */
export function RoomTable({
  rooms,
  loading,
  paging,
  onEdit,
  onClosures,
  onRetire,
  onRestore,
}: RoomTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<EditorRoom> = [
    {
      key: 'photo',
      title: t('roomEditor.columns.photo'),
      width: 80,
      render: (_, room) =>
        room.photoUrl ? (
          <img className={styles.photo} src={room.photoUrl} alt={room.name} loading="lazy" />
        ) : (
          <span className={styles.noPhoto} title={t('roomEditor.noPhoto')} />
        ),
    },
    {
      key: 'name',
      title: t('roomEditor.columns.name'),
      // Only a retired room is marked: every other one can be booked.
      render: (_, room) => (
        <>
          <span className={room.retiredAt ? styles.retiredName : undefined} data-testid="room-editor-name">
            {room.name}
          </span>
          {room.retiredAt && (
            <Tag className={styles.retiredTag} data-testid={`room-retired-${room.id}`}>
              {t('roomEditor.retired')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'place',
      title: t('roomEditor.columns.place'),
      render: (_, room) => (
        <span className={styles.wraps}>
          {[room.city, room.building, room.floor].filter(Boolean).join(' · ')}
        </span>
      ),
    },
    { key: 'capacity', title: t('roomEditor.columns.capacity'), dataIndex: 'capacity', width: 90 },
    {
      key: 'devices',
      title: t('roomEditor.columns.devices'),
      render: (_, room) => (
        <span className={styles.wraps}>
          {room.devices.length === 0
            ? '—'
            : room.devices.map((device) => t(DEVICE_LABEL_KEYS[device] ?? device)).join(' · ')}
        </span>
      ),
    },
    {
      key: 'hours',
      title: t('roomEditor.columns.hours'),
      render: (_, room) => (isOpenAllDay(room) ? t('roomEditor.allDay') : `${room.opensAt}–${room.closesAt}`),
    },
    {
      key: 'actions',
      title: t('roomEditor.columns.actions'),
      render: (_, room) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => onEdit(room)} data-testid={`room-edit-${room.id}`}>
            {t('roomEditor.edit')}
          </Button>
          {room.retiredAt ? (
            <Button type="link" onClick={() => onRestore(room)} data-testid={`room-restore-${room.id}`}>
              {t('roomEditor.restore')}
            </Button>
          ) : (
            <>
              <Button type="link" onClick={() => onClosures(room)} data-testid={`room-closures-${room.id}`}>
                {t('roomEditor.closures')}
              </Button>
              <Button
                type="link"
                danger
                onClick={() => onRetire(room)}
                data-testid={`room-retire-${room.id}`}
              >
                {t('roomEditor.retire')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<EditorRoom>
      rows={rooms}
      loading={loading}
      paging={paging}
      columns={columns}
      data-testid="room-editor-rooms"
    />
  );
}
