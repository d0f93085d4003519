import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../honor.module.css';
import { honorWinners } from '../model/honor-names.ts';

/** The winner, the team or award 11's teacher and student. */
export function HonorWinnersLine({ name, awardId }: { name: string; awardId: number }) {
  const { t } = useTranslation();
  const winners = honorWinners(name, awardId);
  return (
    <div className={styles.winners} data-testid="honor-winners" data-kind={winners.kind}>
      {winners.kind === 'team' && (
        <Tag color="blue" className={styles.roleTag}>
          {t('honor.team')}
        </Tag>
      )}
      {winners.people.map((person) => (
        <span key={`${person.role ?? ''}${person.name}`} className={styles.person}>
          {person.role && (
            <Tag color={person.role === 'mentor' ? 'gold' : 'cyan'} className={styles.roleTag}>
              {t(`honor.${person.role}`)}
            </Tag>
          )}
          <span className={styles.personName}>{person.name}</span>
        </span>
      ))}
    </div>
  );
}
