import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { addToPickList, PICK_LIST_MAX, useEmployeeSearch } from '../../people/index.ts';
import { useFrequentContacts } from '../hooks/use-frequent-contacts.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import styles from './meetings-h5.module.css';
import { readDraft, returnPicks } from './model/attendee-handoff.ts';

addFeatureTexts({ zh, en });

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * /#/orderH5/selectPerson: the create form's attendee picker as a page of its own. People are found
 * by name, email or department (300 ms after typing stops) or among frequent contacts, held to the
 * pick list's rules (at most 20, nobody without an email, nobody twice); the organizer is implied,
 * so not offered. 完成 hands the picks back to the create page, whose typed fields wait for them.
 */
export function SelectPersonH5Page() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const [picks, setPicks] = useState(() => readDraft(sessionStorage)?.attendees ?? []);
  const [typed, setTyped] = useState('');
  const { employees, searching } = useEmployeeSearch(typed);
  const { contacts, remember } = useFrequentContacts(user?.email);
  const own = user?.email ?? '';
  const offered = (typed.trim() ? employees : contacts).filter((person) => !sameEmail(person.email, own));
  const full = picks.length >= PICK_LIST_MAX;
  const picked = (email: string) => picks.some((chosen) => sameEmail(chosen, email));
  const toggle = (email: string) =>
    setPicks((list) =>
      picked(email)
        ? list.filter((chosen) => !sameEmail(chosen, email))
        : addToPickList(
            list.map((chosen) => ({ email: chosen })),
            { email },
          ).map((person) => person.email),
    );
  const leave = (back: string | null) => navigate(back ?? h5Path('/meetingOrderH5'), { replace: true });
  const done = () => {
    remember(picks);
    leave(returnPicks(sessionStorage, picks));
  };

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <input
          className={styles.searchInput}
          type="search"
          value={typed}
          placeholder={t('h5Meetings.searchPeople')}
          aria-label={t('h5Meetings.searchPeople')}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="h5-person-search"
        />
        <p className={styles.line} data-testid="h5-picked-count">
          {t('h5.attendeesCount', { count: picks.length, max: PICK_LIST_MAX })}
        </p>
        <fieldset className={styles.chips} aria-label={t('h5Meetings.picked')}>
          {picks.map((email) => (
            <button
              key={email}
              type="button"
              className={styles.chip}
              aria-pressed
              onClick={() => toggle(email)}
              data-testid={`h5-picked-${email}`}
            >
              {email} ×
            </button>
          ))}
        </fieldset>
      </div>
      {!typed.trim() && offered.length > 0 && <p className={styles.line}>{t('meetings.frequent')}</p>}
      <ul className={styles.list} data-testid="h5-person-list">
        {offered.map((person) => (
          <li key={person.email}>
            <button
              type="button"
              className={`${styles.card} ${styles.personRow}`}
              aria-pressed={picked(person.email)}
              disabled={!person.email || (full && !picked(person.email))}
              onClick={() => toggle(person.email)}
              data-testid={`h5-person-${person.email}`}
            >
              <span className={styles.cardTitle}>
                <span>{person.name}</span>
                {picked(person.email) && <span aria-hidden>✓</span>}
              </span>
              <span className={styles.line}>
                {'department' in person ? `${person.email} · ${person.department}` : person.email}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {typed.trim() && !searching && offered.length === 0 && (
        <p className={styles.empty}>{t('createMeeting.attendeesNoMatch')}</p>
      )}
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.button}
          onClick={() => leave(readDraft(sessionStorage)?.back ?? null)}
        >
          {t('meetings.cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={done} data-testid="h5-select-done">
          {t('h5.done')}
        </button>
      </div>
    </div>
  );
}
