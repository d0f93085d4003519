import { Button, Descriptions, Drawer, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_COMMENT_MAX_LENGTH } from '../../../api/contract-values.ts';
import { useDecision, useRequestDetail, useWithdrawal } from '../hooks/use-workflow.ts';
import { STATUS_COLORS } from '../model/request-status.ts';
import { RequestSteps } from './RequestSteps.tsx';

interface RequestDrawerProps {
  /** The request whose detail is open; null keeps the drawer closed. */
  id: number | null;
  onClose: () => void;
}

/**
 * One request: its fields and steps; the current approver approves or rejects with a comment (a
 * rejection needs one), the requester withdraws it while in approval. The server decides who may.
 */
export function RequestDrawer({ id, onClose }: RequestDrawerProps) {
  const { t } = useTranslation();
  const { data: request } = useRequestDetail(id);
  const decision = useDecision();
  const withdrawal = useWithdrawal();
  const [comment, setComment] = useState('');
  const busy = decision.isPending || withdrawal.isPending;
  const decide = (choice: 'approve' | 'reject') =>
    request &&
    decision.mutate({ id: request.id, decision: choice, comment }, { onSuccess: () => setComment('') });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={request?.title ?? t('workflow.detail.title')}
      destroyOnHidden
      data-testid="workflow-detail"
    >
      {request && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('workflow.fields.number')}>{request.number}</Descriptions.Item>
            <Descriptions.Item label={t('workflow.fields.type')}>
              {t(`workflow.types.${request.type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.fields.requester')}>
              {`${request.requesterName} · ${request.department}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.fields.status')}>
              <Tag color={STATUS_COLORS[request.status]} data-testid="workflow-detail-status">
                {t(`workflow.statuses.${request.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.fields.content')}>{request.content}</Descriptions.Item>
            <Descriptions.Item label={t('workflow.fields.createTime')}>
              {request.createTime}
            </Descriptions.Item>
          </Descriptions>
          <RequestSteps request={request} />
          {request.mayDecide && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                maxLength={WORKFLOW_COMMENT_MAX_LENGTH}
                showCount
                rows={3}
                placeholder={t('workflow.detail.commentPlaceholder')}
                data-testid="workflow-comment"
              />
              <Space>
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => decide('approve')}
                  data-testid="workflow-approve"
                >
                  {t('workflow.detail.approve')}
                </Button>
                <Button
                  danger
                  loading={busy}
                  disabled={comment.trim() === ''}
                  onClick={() => decide('reject')}
                  data-testid="workflow-reject"
                >
                  {t('workflow.detail.reject')}
                </Button>
              </Space>
            </Space>
          )}
          {request.mayWithdraw && (
            <Popconfirm
              title={t('workflow.detail.withdrawConfirm')}
              okText={t('workflow.detail.ok')}
              cancelText={t('workflow.detail.cancel')}
              onConfirm={() => withdrawal.mutate(request.id)}
            >
              <Button loading={busy} data-testid="workflow-withdraw">
                {t('workflow.detail.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Drawer>
  );
}
