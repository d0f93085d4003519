import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { GALLERY_MONTHS } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ChoiceRow } from './components/ChoiceRow.tsx';
import { GalleryFrame } from './components/GalleryFrame.tsx';
import { useGalleryYears } from './hooks/use-gallery.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import {
  activityNosOf,
  type GallerySelection,
  gallerySelectionParams,
  namesUnknownActivity,
  readGallerySelection,
  selectActivity,
  selectYear,
  yearOf,
} from './model/gallery-selection.ts';

addFeatureTexts({ zh, en });

/**
 * /#/activity?activityNo=: the year, the activity of that year and, for the monthly one, the month;
 * the choice lives in the query, so a reload or a shared link shows the same gallery. A link to an
 * activity that does not exist says so, with the way to the newest one.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: years = [], isLoading } = useGalleryYears();
  const activityNos = activityNosOf(years);
  const unknown = !isLoading && namesUnknownActivity(params, activityNos);
  const selection = unknown ? null : readGallerySelection(params, activityNos);
  const year = selection ? yearOf(years, selection.activityNo) : undefined;
  const choose = (next: GallerySelection | null) => {
    if (next) setParams(gallerySelectionParams(next), { replace: true });
  };

  const filters = selection && year && (
    <>
      <ChoiceRow
        label={t('gallery.filters.year')}
        value={year.year}
        options={years.map((entry) => ({ value: entry.year, label: String(entry.year) }))}
        onChange={(picked) => choose(selectYear(years, picked))}
        testId="gallery-year"
      />
      <ChoiceRow
        label={t('gallery.filters.activity')}
        value={selection.activityNo}
        options={year.activities.map((activity) => ({ value: activity.activityNo, label: activity.name }))}
        onChange={(activityNo) => choose(selectActivity(activityNo))}
        testId="gallery-activity"
      />
      {selection.month !== null && (
        <ChoiceRow
          label={t('gallery.filters.month')}
          value={selection.month}
          options={GALLERY_MONTHS.map((month) => ({ value: month, label: t(`gallery.months.${month}`) }))}
          onChange={(month) => choose({ ...selection, month })}
          testId="gallery-month"
        />
      )}
    </>
  );

  return (
    <GalleryFrame
      title={t('route.activity')}
      filters={filters}
      selection={selection}
      activitiesLoading={isLoading}
      unknownActivity={unknown}
    />
  );
}
