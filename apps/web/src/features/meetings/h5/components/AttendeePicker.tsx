import { useTranslation } from 'react-i18next';
import styles from '../create-meeting-h5.module.css';

interface AttendeePickerProps {
  /** Emails. */
  value: string[];
  onChange: (emails: string[]) => void;
  /** Opens the attendee picker page. */
  onAdd: () => void;
}

/** The attendees as tags (a tap removes one), and the way to the page that finds people to add. */
export function AttendeePicker({ value, onChange, onAdd }: AttendeePickerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.attendeeTags} data-testid="h5-attendees">
      {value.map((email) => (
        <button
          key={email}
          type="button"
          className={styles.tag}
          onClick={() => onChange(value.filter((picked) => picked !== email))}
        >
          {email} ×
        </button>
      ))}
      <button type="button" className={styles.tag} onClick={onAdd} data-testid="h5-attendees-add">
        + {t('h5.addAttendee')}
      </button>
    </div>
  );
}
