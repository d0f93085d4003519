import { useState } from 'react';
import styles from './shell.module.css';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** The avatar falls back to a default head image, when there is none and when it fails to load. */
export function UserAvatar({ src }: { src: string | null | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      className={styles.avatar}
      src={shown}
      alt=""
      width={28}
      height={28}
      data-testid="user-avatar"
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailedSrc(shown);
      }}
    />
  );
}
