import {
  FileProtectOutlined,
  FileTextOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
} from '@ant-design/icons';
import type { DocumentKind } from '@portal/contracts';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleCounts } from '../hooks/use-rule-counts.ts';
import { RULE_TABS } from '../model/rule-list-state.ts';
import styles from '../rules.module.css';

const ICONS: Record<DocumentKind, React.ReactNode> = {
  manage: <FileProtectOutlined />,
  process: <NodeIndexOutlined />,
  inform: <NotificationOutlined />,
  template: <FileTextOutlined />,
};

/** The left menu — management rules, processes, notices, templates — with counts. */
export function RuleMenu({
  active,
  onChange,
}: {
  active: DocumentKind;
  onChange: (type: DocumentKind) => void;
}) {
  const { t } = useTranslation();
  const counts = useRuleCounts();
  return (
    <Menu
      // Inline, so it beats antd's own border on the inline menu.
      style={{ borderInlineEnd: 'none' }}
      mode="inline"
      selectedKeys={[active]}
      onClick={({ key }) => onChange(key as DocumentKind)}
      items={RULE_TABS.map((type) => ({
        key: type,
        icon: ICONS[type],
        label: (
          <span className={styles.menuLabel} data-testid={`rule-tab-${type}`}>
            <span>{t(`rules.menu.${type}`)}</span>
            <span className={styles.menuCount} data-testid={`rule-count-${type}`}>
              {counts[type] ?? ''}
            </span>
          </span>
        ),
      }))}
    />
  );
}
