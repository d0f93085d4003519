import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';

/** The message, notification and modal engines of `FeedbackApp`, loaded at their first use. */
export default function FeedbackHolder({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [message, notification, modal, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
