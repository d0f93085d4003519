import type { Employee } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../org-tree.module.css';

/** The people a search found; choosing one opens their department. */
export function FoundPeople({
  people,
  onPick,
}: {
  people: Employee[];
  onPick: (department: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.found}>
      <p className={styles.foundTitle}>{t('orgTree.foundPeople', { count: people.length })}</p>
      <ul className={styles.foundList} data-testid="org-found-people">
        {people.map((person) => (
          <li key={person.email}>
            <button type="button" className={styles.foundPerson} onClick={() => onPick(person.department)}>
              <strong>{person.name}</strong> <span>{person.email}</span>
              <small>{person.department}</small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
