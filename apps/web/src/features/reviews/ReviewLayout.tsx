import type { ReactNode } from 'react';
import { SideNavLayout } from '../../components/side-nav/SideNav.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ReviewSidebar } from './components/ReviewSidebar.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/** Every page under /review: the sidebar beside the page. */
export function ReviewLayout({ children }: { children: ReactNode }) {
  return <SideNavLayout nav={<ReviewSidebar />}>{children}</SideNavLayout>;
}
