import type { Room } from '@portal/contracts';
import { Empty, Skeleton, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_SELECTION } from '../model/range-selection.ts';
import { VIRTUALISE_FROM_ROOMS } from '../model/room-rows.ts';
import { RoomCard, type RoomCardProps } from './RoomCard.tsx';
import styles from './room-list.module.css';

// Only a long list (a whole city) is drawn virtualised; most floors never load the virtualiser.
const VirtualRoomRows = lazy(async () => ({
  default: (await import('./VirtualRoomRows.tsx')).VirtualRoomRows,
}));

type SharedCardProps = Omit<RoomCardProps, 'room' | 'selection' | 'hoverIndex'>;

interface RoomListProps extends SharedCardProps {
  rooms: Room[] | undefined;
  loading: boolean;
  refreshing: boolean;
  selection: RoomCardProps['selection'];
  hoverIndex: number | null;
}

/** The rooms of the search, each with its timeline; 暂无数据 when nothing matches. */
export function RoomList({ rooms, loading, refreshing, selection, hoverIndex, ...shared }: RoomListProps) {
  const { t } = useTranslation();
  if (loading && !rooms) {
    return (
      <div className={styles.placeholder}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (!rooms || rooms.length === 0) {
    return (
      <div className={styles.placeholder}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meetingOrder.list.empty')} />
      </div>
    );
  }
  const renderRoom = (room: Room) => {
    const mine = selection.kind !== 'none' && selection.roomId === room.id;
    return (
      <RoomCard
        key={room.id}
        room={room}
        selection={mine ? selection : NO_SELECTION}
        hoverIndex={mine ? hoverIndex : null}
        {...shared}
      />
    );
  };
  const vertical = shared.orientation === 'vertical';
  return (
    <Spin spinning={refreshing} delay={200}>
      {rooms.length >= VIRTUALISE_FROM_ROOMS ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <VirtualRoomRows rooms={rooms} vertical={vertical} renderRoom={renderRoom} />
        </Suspense>
      ) : (
        <div className={vertical ? styles.grid : styles.list} data-testid="room-list">
          {rooms.map(renderRoom)}
        </div>
      )}
    </Spin>
  );
}
