import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyBookingsList } from './MyBookingsList.tsx';

interface MyBookingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Dialog 我的预定: the last seven days' active bookings, each cancellable; a cancel closes it. */
export function MyBookingsDialog({ open, onClose }: MyBookingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('meetingOrder.myBookings.title')}
      width={520}
      destroyOnHidden
    >
      <MyBookingsList shown={open} onCancelled={onClose} />
    </Modal>
  );
}
