import { PlusOutlined } from '@ant-design/icons';
import type { Holiday } from '@portal/contracts';
import { Button, Tabs } from 'antd';
import useApp from 'antd/es/app/useApp';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { companyNow } from '../../lib/company-time.ts';
import { useHoldsRight } from '../module-rights/use-my-rights.ts';
import { YearView } from './components/YearView.tsx';
import styles from './holidays.module.css';
import { useRemoveHoliday } from './hooks/use-holidays.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

// Only editors change the calendar, so only they load the form.
const HolidayEditor = lazy(async () => ({
  default: (await import('./components/HolidayEditor.tsx')).HolidayEditor,
}));

/** /#/holidayCalendar (假期日历): the company year's public holidays and the next year's. */
export function HolidayCalendarPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { data: user } = useCurrentUser();
  const thisYear = companyNow(user?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE).year();
  const [year, setYear] = useState(thisYear);
  const canEdit = useHoldsRight('holiday:edit') === true;
  const remove = useRemoveHoliday();
  const [editing, setEditing] = useState<{ holiday: Holiday | null } | null>(null);

  const removeHoliday = (holiday: Holiday) =>
    remove.mutate(holiday.id, { onSuccess: () => void message.success(t('holidays.removed')) });

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('route.holidayCalendar')}</h1>
          <p className={styles.intro}>{t('holidays.intro')}</p>
        </div>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ holiday: null })}
            data-testid="holiday-add"
          >
            {t('holidays.add')}
          </Button>
        )}
      </header>
      <Tabs
        activeKey={String(year)}
        onChange={(key) => setYear(Number(key))}
        items={[thisYear, thisYear + 1].map((tabYear) => ({
          key: String(tabYear),
          label: t('holidays.yearTab', { year: tabYear }),
          children: (
            <YearView
              year={tabYear}
              canEdit={canEdit}
              onEdit={(holiday) => setEditing({ holiday })}
              onRemove={removeHoliday}
            />
          ),
        }))}
        data-testid="holiday-years"
      />
      {canEdit && (
        <Suspense fallback={null}>
          <HolidayEditor
            year={year}
            holiday={editing?.holiday ?? null}
            open={editing !== null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
