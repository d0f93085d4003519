import type { Room } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { roomPlace } from '../model/place-names.ts';
import { DEVICE_LABEL_KEYS } from '../model/search-options.ts';
import styles from './room-list.module.css';

/** The room's name, capacity, devices and where it is. */
export function RoomInfo({ room }: { room: Room }) {
  const { t } = useTranslation();
  const location = roomPlace(room, t);
  return (
    <div className={styles.info}>
      <div className={styles.name} title={room.meetingRoomName}>
        {room.meetingRoomName}
      </div>
      <div className={styles.meta}>
        <span className={styles.capacity}>{t('meetingOrder.list.capacity', { count: room.capacity })}</span>
        <span className={styles.location} title={location}>
          {location}
        </span>
      </div>
      <div className={styles.devices}>
        {room.device.length === 0 ? (
          <span className={styles.noDevice}>{t('meetingOrder.list.noDevice')}</span>
        ) : (
          room.device.map((device) => (
            <span key={device} className={styles.device}>
              {DEVICE_LABEL_KEYS[device] ? t(DEVICE_LABEL_KEYS[device]) : device}
            </span>
          ))
        )}
      </div>
    </div>
  );
}
