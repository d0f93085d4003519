import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { CHILDREN_DAY_ACTIVITY_NOS } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ChoiceRow } from './components/ChoiceRow.tsx';
import { GalleryFrame } from './components/GalleryFrame.tsx';
import { useGalleryYears } from './hooks/use-gallery.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import {
  activitiesAmong,
  gallerySelectionParams,
  readGallerySelection,
  selectActivity,
} from './model/gallery-selection.ts';

addFeatureTexts({ zh, en });

/** /#/childrenDay: the children's painting galleries (2025, 2024, 2022), switched in place; activityNo in the query. */
export function ChildrenDayPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: years = [], isLoading } = useGalleryYears();
  const activities = activitiesAmong(years, CHILDREN_DAY_ACTIVITY_NOS);
  const selection = readGallerySelection(
    params,
    activities.map((activity) => activity.activityNo),
  );

  const filters = selection && (
    <ChoiceRow
      label={t('gallery.filters.activity')}
      value={selection.activityNo}
      options={activities.map((activity) => ({
        value: activity.activityNo,
        label: t('gallery.activityOfYear', { year: activity.year, name: activity.name }),
      }))}
      onChange={(activityNo) =>
        setParams(gallerySelectionParams(selectActivity(activityNo)), { replace: true })
      }
      testId="gallery-activity"
    />
  );

  return (
    <GalleryFrame
      title={t('route.childrenDay')}
      intro={t('gallery.childrenDay.intro')}
      filters={filters}
      selection={selection}
      activitiesLoading={isLoading}
    />
  );
}
