import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { PeriodSelect } from './components/PeriodSelect.tsx';
import styles from './goals.module.css';
import { useGoalPeriods, useMyGoalSheet, useTeamGoalSheets } from './hooks/use-goals.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { choiceOf, downloadLink } from './model/download-link.ts';

addFeatureTexts({ zh, en });

/** /#/downloadOtkr: a period and whose goals (mine, my team's, one report's), then the .xlsx. */
export function DownloadGoalsPage() {
  const { t } = useTranslation();
  const periods = useGoalPeriods();
  const [chosen, setChosen] = useState<string>();
  const period = chosen ?? periods.data?.current;
  const team = useTeamGoalSheets(period).data ?? [];
  const hasMine = Boolean(useMyGoalSheet(period).data?.sheet);
  const [whose, setWhose] = useState<string>();
  const written = team.filter((member) => member.sheetId !== null);
  const options = [
    {
      value: 'mine',
      label: t(hasMine ? 'goals.downloads.mine' : 'goals.downloads.mineNone'),
      disabled: !hasMine,
    },
    ...(team.length > 0 ? [{ value: 'team', label: t('goals.downloads.team', { count: team.length }) }] : []),
    ...written.map((member) => ({
      value: String(member.sheetId),
      label: `${member.owner.name} · ${t(`goals.status.${member.status ?? 'none'}`)}`,
    })),
  ];
  // A report's sheet belongs to one period: another period falls back to mine, or the team's
  // when I have written none (a supervisor's usual download).
  const fallback = hasMine || team.length === 0 ? 'mine' : 'team';
  const value = options.some((option) => option.value === whose && !option.disabled)
    ? (whose as string)
    : fallback;
  const ready = period !== undefined && (value !== 'mine' || hasMine);
  return (
    <PageFrame title={t('route.downloadOtkr')}>
      <Card className={styles.card}>
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label={t('goals.period')}>
            <PeriodSelect value={period} onChange={setChosen} />
          </Form.Item>
          <Form.Item label={t('goals.downloads.whose')} extra={t('goals.downloads.hint')}>
            <Select
              value={value}
              onChange={setWhose}
              options={options}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="goal-whose"
            />
          </Form.Item>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={ready ? downloadLink(period, choiceOf(value)) : undefined}
            disabled={!ready}
            data-testid="goal-download"
          >
            {t('goals.downloads.download')}
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
