import { Alert, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../console/index.ts';
import { RightHolders } from './components/RightHolders.tsx';
import { useRightHolders } from './hooks/use-right-holders.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/** /#/admin/rights: in the console, an administrator hands out and takes back the module rights (docs/rights.md). */
export function RightsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { data, isLoading } = useRightHolders(isAdmin);

  return (
    <ConsoleFrame title={t('moduleRights.title')} intro={isAdmin ? t('moduleRights.intro') : undefined}>
      {user && !isAdmin ? (
        <Alert type="warning" showIcon message={t('moduleRights.notAdmin')} />
      ) : (
        <Spin spinning={isLoading}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {data?.map((entry) => (
              <RightHolders key={entry.right} entry={entry} />
            ))}
          </Space>
        </Spin>
      )}
    </ConsoleFrame>
  );
}
