import { useTranslation } from 'react-i18next';
import { GALLERY_TEAMS_ACTIVITY_NO } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { GalleryFrame } from './components/GalleryFrame.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { selectActivity } from './model/gallery-selection.ts';

addFeatureTexts({ zh, en });

const RUNNING_TEAMS = selectActivity(GALLERY_TEAMS_ACTIVITY_NO);

/** /#/leRun: the running teams, each card labelled with the team's name and members. */
export function LeRunPage() {
  const { t } = useTranslation();
  return <GalleryFrame title={t('route.leRun')} intro={t('gallery.leRun.intro')} selection={RUNNING_TEAMS} />;
}
