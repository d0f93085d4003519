import useApp from 'antd/es/app/useApp';
import { useEffect } from 'react';
import { NOTICE_SECONDS, setApiErrorPresenter } from '../api/feedback.ts';

/** Desktop: failed calls show their message in antd's notice box for 3 s. */
export function ApiErrorBridge() {
  const { message } = useApp();
  useEffect(() => setApiErrorPresenter((text) => message.warning(text, NOTICE_SECONDS)), [message]);
  return null;
}
