import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

// The drawer opens from the room editor's rows too, so its texts come with it.
addFeatureTexts({ zh, en });

export { ClosureDrawer } from './components/ClosureDrawer.tsx';
