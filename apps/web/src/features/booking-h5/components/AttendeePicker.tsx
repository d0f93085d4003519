import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../booking-h5.module.css';

// The search sheet (and the pick list's rules) is fetched when the person first opens it.
const AttendeeSheet = lazy(() => import('./AttendeeSheet.tsx'));

interface AttendeePickerProps {
  /** Emails. */
  value: string[];
  onChange: (emails: string[]) => void;
}

/** The attendees as tags (a tap removes one), and the sheet that finds people to add. */
export function AttendeePicker({ value, onChange }: AttendeePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
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
        <button
          type="button"
          className={styles.tag}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          data-testid="h5-attendees-add"
        >
          + {t('h5.addAttendee')}
        </button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <AttendeeSheet open={open} onClose={() => setOpen(false)} value={value} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
