import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import styles from './console.module.css';
import { opensConsole } from './model/console-access.ts';
import { consoleEntriesFor } from './model/console-entries.ts';

/** /#/admin: the console's overview, a card per module the signed-in employee keeps. */
export function ConsolePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!opensConsole(user.roles)) return <NoConsole />;
  const modules = consoleEntriesFor(user.roles).filter((entry) => entry.key !== 'overview');
  return (
    <ConsoleFrame title={t('route.console')} intro={t('console.intro')} testId="console-page">
      {modules.length === 0 ? (
        <Empty description={t('console.nothingYet')} />
      ) : (
        <ul className={styles.cards}>
          {modules.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.path} className={styles.card} data-testid={`console-card-${entry.key}`}>
                <span className={styles.cardTitle}>{t(`console.entries.${entry.key}`)}</span>
                <span className={styles.cardText}>{t(`console.descriptions.${entry.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsoleFrame>
  );
}

/** What an employee without a module right meets at the console's address. */
function NoConsole() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('console.forbidden.title')}
      subTitle={t('console.forbidden.text')}
      extra={
        <Button type="primary" href="#/">
          {t('console.forbidden.home')}
        </Button>
      }
      data-testid="console-forbidden"
    />
  );
}
