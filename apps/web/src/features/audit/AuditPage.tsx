import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditExportPath } from '../../api/contract-values.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../console/index.ts';
import { AuditFilters } from './components/AuditFilters.tsx';
import { AuditTable } from './components/AuditTable.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { type AuditFilter, auditFilterQuery } from './model/audit-filter.ts';
import { AUDIT_PAGE_SIZE, useAuditPage } from './use-audit-page.ts';

addFeatureTexts({ zh, en });

/** /#/admin/audit (操作日志): every console write, filtered, paged and exported (administrators). */
export function AuditPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (user.roles.includes('admin')) return <AuditTrail />;
  return (
    <ConsoleFrame title={t('route.audit')} testId="audit-page">
      <Alert type="warning" showIcon message={t('audit.notAdmin')} data-testid="audit-not-admin" />
    </ConsoleFrame>
  );
}

function AuditTrail() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const page = useAuditPage(filter, pageNo);
  const exportHref = `${auditExportPath}?${new URLSearchParams(auditFilterQuery(filter))}`;
  const exportButton = (
    <Button icon={<DownloadOutlined />} href={exportHref} download data-testid="audit-export">
      {t('audit.export')}
    </Button>
  );
  return (
    <ConsoleFrame
      title={t('route.audit')}
      intro={t('audit.intro')}
      actions={exportButton}
      testId="audit-page"
    >
      <AuditFilters
        filter={filter}
        onChange={(changed) => {
          setFilter(changed);
          setPageNo(1);
        }}
      />
      <AuditTable
        rows={page.data?.items ?? []}
        loading={page.isFetching}
        paging={{
          pageSize: AUDIT_PAGE_SIZE,
          current: pageNo,
          total: page.data?.totalCount ?? 0,
          onChange: setPageNo,
        }}
      />
    </ConsoleFrame>
  );
}
