import { Button, List, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user.ts';
import { useEmployeeSearch } from '../../meetings/hooks/use-employee-search.ts';
import { addToPickList, PICK_LIST_MAX } from '../../meetings/model/pick-list.ts';
import styles from '../booking-h5.module.css';

interface AttendeeSheetProps {
  open: boolean;
  onClose: () => void;
  /** Emails. */
  value: string[];
  onChange: (emails: string[]) => void;
}

/**
 * Finds people by name or email and adds them with the pick list's rules: at most 20, nobody
 * without an email, nobody twice. The organizer is implied, so not offered.
 */
export default function AttendeeSheet({ open, onClose, value, onChange }: AttendeeSheetProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [typed, setTyped] = useState('');
  const { employees, searching } = useEmployeeSearch(typed);
  const own = user?.email.toLowerCase();
  const offered = employees.filter((person) => person.email.toLowerCase() !== own);
  const full = value.length >= PICK_LIST_MAX;
  const add = (email: string) =>
    onChange(
      addToPickList(
        value.map((picked) => ({ email: picked })),
        { email },
      ).map((person) => person.email),
    );

  return (
    <Popup visible={open} onMaskClick={onClose}>
      <div className={styles.sheetBody}>
        <SearchBar value={typed} onChange={setTyped} placeholder={t('createMeeting.attendeesPlaceholder')} />
        <p className={styles.panelNote}>
          {t('h5.attendeesCount', { count: value.length, max: PICK_LIST_MAX })}
        </p>
        <List className={styles.pickerList}>
          {offered.map((person) => (
            <List.Item
              key={person.email}
              description={`${person.email} · ${person.department}`}
              extra={value.includes(person.email) ? '✓' : undefined}
              disabled={full && !value.includes(person.email)}
              onClick={() => add(person.email)}
              data-testid={`h5-attendee-option-${person.email}`}
            >
              {person.name}
            </List.Item>
          ))}
        </List>
        {typed.trim() && !searching && offered.length === 0 && (
          <p className={styles.panelNote}>{t('createMeeting.attendeesNoMatch')}</p>
        )}
        <Button block color="primary" onClick={onClose} data-testid="h5-attendees-done">
          {t('h5.done')}
        </Button>
      </div>
    </Popup>
  );
}
