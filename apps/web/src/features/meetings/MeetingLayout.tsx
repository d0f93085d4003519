import type { ReactNode } from 'react';
import { SideNavLayout } from '../../components/side-nav/SideNav.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { MeetingSidebar } from './components/MeetingSidebar.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/** Every meeting page but the room list and create meeting: the sidebar beside the page. */
export function MeetingLayout({ children }: { children: ReactNode }) {
  return <SideNavLayout nav={<MeetingSidebar />}>{children}</SideNavLayout>;
}
