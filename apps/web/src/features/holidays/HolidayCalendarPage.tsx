import type { Holiday } from '@portal/contracts';
import { Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { CreateButton } from '../../components/list-page/CreateButton.tsx';
import type { Editing } from '../../components/list-page/FormModal.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { companyNow } from '../../lib/company-time.ts';
import { useHoldsRight } from '../rights/index.ts';
import { YearView } from './components/YearView.tsx';
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
  const { data: user } = useCurrentUser();
  const thisYear = companyNow(user?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE).year();
  const [year, setYear] = useState(thisYear);
  const canEdit = useHoldsRight('holiday:edit') === true;
  const remove = useRemoveHoliday();
  const [editing, setEditing] = useState<Editing<Holiday> | null>(null);

  return (
    <PageFrame
      title={t('route.holidayCalendar')}
      intro={t('holidays.intro')}
      actions={
        canEdit && (
          <CreateButton onClick={() => setEditing('new')} testId="holiday-add">
            {t('holidays.add')}
          </CreateButton>
        )
      }
    >
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
              onEdit={setEditing}
              onRemove={(holiday) => remove.mutate(holiday.id)}
            />
          ),
        }))}
        data-testid="holiday-years"
      />
      {canEdit && (
        <Suspense fallback={null}>
          <HolidayEditor year={year} editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
