import type { ReactNode } from 'react';
import { MeetingSidebar } from './components/MeetingSidebar.tsx';
import styles from './meetings.module.css';

/** Every meeting page but the room list and create meeting: the sidebar beside the page. */
export function MeetingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <MeetingSidebar />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
