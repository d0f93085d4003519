import { EDUCATION, enumName, WORKER_STATUS } from '@portal/contracts/helpers';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './staff-info.module.css';

addFeatureTexts({ zh, en });

const STATUS_COLORS = { online: 'green', offline: 'default', invalid: 'red' } as const;

/** /#/staffInfo (基本信息): my own directory card; the phone comes masked from the server. */
export function StaffInfoPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: ['staffInfo'],
    queryFn: () => callApi('peopleStaffInfoMine'),
  });
  const none = t('staffInfo.none');
  const status = data ? enumName(WORKER_STATUS, data.workerStatus) : null;
  const education = data ? enumName(EDUCATION, data.education) : null;

  const items: DescriptionsProps['items'] = data && [
    { key: 'name', label: t('staffInfo.fields.name'), children: data.name },
    { key: 'userId', label: t('staffInfo.fields.userId'), children: data.userId },
    { key: 'email', label: t('staffInfo.fields.email'), children: data.email },
    {
      key: 'phone',
      label: t('staffInfo.fields.phone'),
      children: <span data-testid="staff-phone">{data.maskedPhone ?? none}</span>,
    },
    { key: 'company', label: t('staffInfo.fields.company'), children: data.company || none },
    {
      key: 'department',
      label: t('staffInfo.fields.department'),
      children: data.department ? data.department.split('/').join(' / ') : none,
    },
    {
      key: 'supervisor',
      label: t('staffInfo.fields.supervisor'),
      children: data.supervisor ? `${data.supervisor.name}（${data.supervisor.email}）` : none,
    },
    {
      key: 'office',
      label: t('staffInfo.fields.office'),
      children: data.office ? [data.office.city, data.office.building].filter(Boolean).join(' · ') : none,
    },
    {
      key: 'workerStatus',
      label: t('staffInfo.fields.workerStatus'),
      children: status ? (
        <Tag color={STATUS_COLORS[status]}>{t(`staffInfo.workerStatus.${status}`)}</Tag>
      ) : (
        none
      ),
    },
    {
      key: 'education',
      label: t('staffInfo.fields.education'),
      children: education ? t(`staffInfo.education.${education}`) : none,
    },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('route.staffInfo')}</h1>
      </header>
      <Card className={styles.card} loading={isLoading} data-testid="staff-info">
        <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      </Card>
    </div>
  );
}
