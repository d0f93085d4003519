import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/current-user.ts';
import { companyNow } from '../lib/company-time.ts';
import styles from './shell.module.css';

const FOOTER_LINKS = [
  ['rules', '/#/ruleList?type=manage'],
  ['addresses', '/#/workAddress'],
  ['holidays', '/#/holidayCalendar'],
  ['feedback', '/#/listenQuestionnaire'],
] as const;

/** The shared footer of every desktop page: a few links, the company and the copyright year. */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const year = companyNow(user?.timeZone).year();
  return (
    <footer className={styles.footer}>
      <nav className={styles.footerLinks}>
        {FOOTER_LINKS.map(([key, href]) => (
          <a key={key} href={href}>
            {t(`shell.footer.${key}`)}
          </a>
        ))}
      </nav>
      <div data-testid="footer-copyright">
        {t('shell.footer.copyright', { year, company: t('shell.footer.company') })}
      </div>
    </footer>
  );
}
