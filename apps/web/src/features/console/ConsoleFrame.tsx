import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { SideNav, SideNavGroup, SideNavLayout, SideNavLink } from '../../components/side-nav/SideNav.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { consoleEntriesFor } from './model/console-entries.ts';

addFeatureTexts({ zh, en });

interface ConsoleFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The entry's page, or a page under it (a notice's editor is under the notices). */
const isWithin = (path: string, entryPath: string) =>
  path === entryPath || (entryPath !== '/admin' && path.startsWith(`${entryPath}/`));

/** A console page: the side menu of the modules the signed-in employee keeps, beside the page. */
export function ConsoleFrame({ title, intro, actions, testId, children }: ConsoleFrameProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [path] = useLocation();
  const entries = consoleEntriesFor(user?.roles ?? []);
  const nav = (
    <SideNav label={t('console.menu')}>
      <SideNavGroup>
        {entries.map((entry) => (
          <SideNavLink
            key={entry.key}
            to={entry.path}
            current={isWithin(path, entry.path)}
            label={t(`console.entries.${entry.key}`)}
            testId={`console-nav-${entry.key}`}
          />
        ))}
      </SideNavGroup>
    </SideNav>
  );
  return (
    <SideNavLayout nav={nav}>
      <PageFrame title={title} intro={intro} actions={actions} testId={testId}>
        {children}
      </PageFrame>
    </SideNavLayout>
  );
}
