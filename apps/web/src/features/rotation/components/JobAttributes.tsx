import type { JobRotation } from '@portal/contracts';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownValue } from '../model/fixed-values.ts';
import { jobAttributes } from '../model/job-attributes.ts';
import styles from '../rotation.module.css';

/** The attributes section: company, departments, family, type, openings, place, times, contact. */
export function JobAttributes({ job }: { job: JobRotation }) {
  const { t } = useTranslation();
  return (
    <Card
      className={styles.card}
      title={t('rotation.detail.sections.attributes')}
      data-testid="job-attributes"
    >
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={jobAttributes(job).map(({ field, value }) => ({
          key: field,
          label: t(`rotation.fields.${field}`),
          children:
            value === null ? (
              <span className={styles.none}>{t('rotation.detail.none')}</span>
            ) : (
              shownValue(t, field, value)
            ),
        }))}
      />
    </Card>
  );
}
