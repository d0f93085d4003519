import type { Language } from '@portal/contracts';
import { Drawer, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QuestionnaireSheet } from '../../components/QuestionnaireSheet.tsx';
import styles from '../../feedback.module.css';
import { type FormDraft, previewOf } from '../../model/form-draft.ts';

/**
 * The questionnaire as the feedback page will show it, in either language (the page's own words
 * too), from what the editor holds now; nothing can be sent from it.
 */
export function FormPreview({ draft, onClose }: { draft: FormDraft; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'zh');
  const translator = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  return (
    <Drawer
      open
      title={t('feedback.forms.preview')}
      onClose={onClose}
      width="min(760px, 100vw)"
      extra={
        <Segmented<Language>
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'English' },
          ]}
          data-testid="feedback-preview-language"
        />
      }
      data-testid="feedback-preview"
    >
      <I18nextProvider i18n={translator}>
        <div className={styles.previewSheet}>
          <QuestionnaireSheet key={language} template={previewOf(draft, language)} preview />
        </div>
      </I18nextProvider>
    </Drawer>
  );
}
