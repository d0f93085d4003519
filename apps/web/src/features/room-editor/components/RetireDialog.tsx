import type { EditorRoom } from '@portal/contracts';
import { Alert, Modal, Spin } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from '../../../api/use-single-submit.ts';
import styles from '../room-editor.module.css';
import { useRetireHits, useRetireRoom } from '../use-room-editor.ts';

/**
 * Retiring a room: first the bookings still to come that it would cancel, then the confirmation.
 * The server refuses to retire a room with bookings unless this confirmation says to cancel them.
 */
export function RetireDialog({ room, onClose }: { room: EditorRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const hits = useRetireHits();
  const retire = useRetireRoom();
  const { pending, run } = useSingleSubmit();
  const { mutate: askHits } = hits;
  useEffect(() => askHits(room.id), [askHits, room.id]);
  const count = hits.data?.length ?? 0;

  const confirm = () =>
    run(async () => {
      const { cancelled } = await retire.mutateAsync({ id: room.id, cancelBookings: count > 0 });
      void message.success(t('roomEditor.retiredDone', { count: cancelled.length }));
      onClose();
    }).catch(() => undefined);

  return (
    <Modal
      open
      title={t('roomEditor.retireTitle', { name: room.name })}
      okText={count > 0 ? t('roomEditor.retireAndCancel', { count }) : t('roomEditor.retire')}
      okButtonProps={{ danger: true, disabled: !hits.data, id: 'room-retire-confirm' }}
      cancelText={t('roomEditor.form.cancel')}
      confirmLoading={pending}
      onOk={confirm}
      onCancel={onClose}
    >
      <p data-testid="room-retire-dialog">{t('roomEditor.retireText')}</p>
      {!hits.data ? (
        <Spin />
      ) : count === 0 ? (
        <Alert type="success" showIcon message={t('roomEditor.noBookings')} data-testid="room-retire-hits" />
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="room-retire-hits"
          message={t('roomEditor.bookingsAhead', { count })}
          description={
            <ul className={styles.hits}>
              {hits.data.map((hit) => (
                <li key={hit.bookingId}>
                  {hit.startTime.slice(0, 16)} – {hit.endTime.slice(11, 16)} ·{' '}
                  {hit.meetingName || t('roomEditor.noMeeting')} · {hit.ownerName} ({hit.ownerEmail})
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
