import type { WorkflowRequestSummary } from '@portal/contracts';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { STATUS_COLORS } from '../model/request-status.ts';

interface RequestTableProps {
  requests: WorkflowRequestSummary[];
  loading: boolean;
  onOpen: (request: WorkflowRequestSummary) => void;
}

/** The box's requests, ten to a page, each opening its detail. */
export function RequestTable({ requests, loading, onOpen }: RequestTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<WorkflowRequestSummary> = [
    { key: 'number', title: t('workflow.fields.number'), dataIndex: 'number', width: 170 },
    {
      key: 'title',
      title: t('workflow.fields.title'),
      dataIndex: 'title',
      render: (title: string, request) => (
        <Button type="link" size="small" onClick={() => onOpen(request)} data-testid="workflow-title">
          {title}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('workflow.fields.type'),
      dataIndex: 'type',
      render: (type: WorkflowRequestSummary['type']) => t(`workflow.types.${type}`),
    },
    { key: 'requesterName', title: t('workflow.fields.requester'), dataIndex: 'requesterName' },
    {
      key: 'current',
      title: t('workflow.fields.current'),
      render: (_: unknown, request) =>
        request.currentStep ? `${request.currentStep} · ${request.currentApproverName}` : '—',
    },
    {
      key: 'status',
      title: t('workflow.fields.status'),
      dataIndex: 'status',
      render: (status: WorkflowRequestSummary['status']) => (
        <Tag color={STATUS_COLORS[status]} data-testid="workflow-status">
          {t(`workflow.statuses.${status}`)}
        </Tag>
      ),
    },
    { key: 'createTime', title: t('workflow.fields.createTime'), dataIndex: 'createTime', width: 170 },
    { key: 'updateTime', title: t('workflow.fields.updateTime'), dataIndex: 'updateTime', width: 170 },
  ];
  return (
    <ListTable
      rows={requests}
      columns={columns}
      loading={loading}
      paging={{ pageSize: 10 }}
      emptyText={t('workflow.empty')}
    />
  );
}
