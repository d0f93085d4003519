import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Title search: the box follows the URL's title, so a tab change clears it. */
export function RuleSearch({ title, onSearch }: { title: string; onSearch: (title: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);
  return (
    <Input.Search
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(value) => onSearch(value)}
      placeholder={t('rules.search.placeholder')}
      enterButton={t('rules.search.button')}
      allowClear
      maxLength={100}
      style={{ maxWidth: 360 }}
      data-testid="rule-search"
    />
  );
}
