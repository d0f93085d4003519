import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user.ts';
import { EmployeeSelect, pickEmails } from '../../people/index.ts';
import { useFrequentContacts } from '../hooks/use-frequent-contacts.ts';
import styles from '../meetings.module.css';

interface PeoplePickerProps {
  value?: string[];
  onChange?: (emails: string[]) => void;
  id?: string;
  'data-testid'?: string;
}

/** The attendee search plus my frequent contacts as one-click chips; each pick is remembered. */
export function PeoplePicker({ value = [], onChange, id, 'data-testid': testId }: PeoplePickerProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { contacts, remember } = useFrequentContacts(user?.email);
  const picked = new Set(value.map((email) => email.toLowerCase()));

  const change = (emails: string[]) => {
    // A frequent contact's chip adds outside the select, so the rules apply here too.
    const next = pickEmails(emails);
    remember(next.filter((email) => !picked.has(email.toLowerCase())));
    onChange?.(next);
  };
  const offered = contacts.filter((contact) => !picked.has(contact.email));

  return (
    <div>
      <EmployeeSelect id={id} value={value} onChange={change} data-testid={testId} />
      {offered.length > 0 && (
        <div className={styles.chips} data-testid="frequent-contacts">
          <span className={styles.muted}>{t('meetings.frequent')}</span>
          {offered.map((contact) => (
            <Tag.CheckableTag
              key={contact.email}
              checked={false}
              onChange={() => change([...value, contact.email])}
            >
              {contact.name}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
    </div>
  );
}
