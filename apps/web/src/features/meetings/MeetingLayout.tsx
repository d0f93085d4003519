import type { ReactNode } from 'react';
import { SideNavLayout } from '../../components/side-nav/SideNav.tsx';
import { MeetingSidebar } from './components/MeetingSidebar.tsx';

/** Every meeting page but the room list and create meeting: the sidebar beside the page. */
export function MeetingLayout({ children }: { children: ReactNode }) {
  return <SideNavLayout nav={<MeetingSidebar />}>{children}</SideNavLayout>;
}
