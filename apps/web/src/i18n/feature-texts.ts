import i18next from 'i18next';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * A page family's own texts, in a catalogue beside its pages (`features/<f>/i18n/{zh,en}.json`):
 * they travel in the family's lazy chunk instead of every page's language file. The page module
 * calls this when it loads; each feature keeps to its own top-level key, so nothing is overwritten.
 */
export function addFeatureTexts(texts: { zh: Catalogue; en: Catalogue }) {
  const add = () => {
    i18next.addResourceBundle('zh', 'translation', texts.zh, true, false);
    i18next.addResourceBundle('en', 'translation', texts.en, true, false);
  };
  // A test imports the page before i18next starts; the app always after.
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
