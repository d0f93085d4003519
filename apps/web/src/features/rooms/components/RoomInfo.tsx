import type { Room } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { roomPlace } from '../model/place-names.ts';
import { DEVICE_LABEL_KEYS } from '../model/search-options.ts';
import styles from './room-list.module.css';

/** The room's name, capacity, devices and where it is. */
export function RoomInfo({ room }: { room: Room }) {
  const { t } = useTranslation();
  const location = roomPlace(room, t);
  // In vertical cards the tags may be clipped to two lines; the title still names them all.
  const deviceNames = room.device.map((device) =>
    DEVICE_LABEL_KEYS[device] ? t(DEVICE_LABEL_KEYS[device]) : device,
  );
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
      <div className={styles.devices} title={deviceNames.join(' · ')}>
        {room.device.length === 0 ? (
          <span className={styles.noDevice}>{t('meetingOrder.list.noDevice')}</span>
        ) : (
          deviceNames.map((name) => (
            <span key={name} className={styles.device}>
              {name}
            </span>
          ))
        )}
      </div>
    </div>
  );
}
