import type { Employee, ModuleRightHolders } from '@portal/contracts';
import { App, Button, Card, Empty, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeModuleRight } from '../hooks/use-module-rights.ts';

/** One right: who holds it, a revoke per holder, and a grant by email. */
export function RightHolders({ entry }: { entry: ModuleRightHolders }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [email, setEmail] = useState('');
  const grant = useChangeModuleRight('grant');
  const revoke = useChangeModuleRight('revoke');

  const submit = () => {
    const wanted = email.trim();
    if (!wanted) return;
    grant.mutate(
      { email: wanted, right: entry.right },
      {
        onSuccess: () => {
          message.success(t('moduleRights.granted', { email: wanted }));
          setEmail('');
        },
      },
    );
  };

  return (
    <Card
      // "apartment:import" → moduleRights.rights.apartment.import (a colon would be read as a namespace).
      title={t(`moduleRights.rights.${entry.right.replace(':', '.')}`)}
      extra={<code>{entry.right}</code>}
      data-testid={`right-${entry.right}`}
    >
      <Space.Compact style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}>
        <Input
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onPressEnter={submit}
          placeholder={t('moduleRights.emailPlaceholder')}
          maxLength={200}
          aria-label={t('moduleRights.emailPlaceholder')}
        />
        <Button type="primary" onClick={submit} loading={grant.isPending} disabled={!email.trim()}>
          {t('moduleRights.grant')}
        </Button>
      </Space.Compact>
      <Table<Employee>
        rowKey="email"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={entry.holders}
        locale={{ emptyText: <Empty description={t('moduleRights.empty')} /> }}
        columns={[
          { title: t('moduleRights.columns.name'), dataIndex: 'name' },
          { title: t('moduleRights.columns.email'), dataIndex: 'email' },
          { title: t('moduleRights.columns.department'), dataIndex: 'department' },
          {
            title: t('moduleRights.columns.actions'),
            key: 'actions',
            render: (_, holder) => (
              <Popconfirm
                title={t('moduleRights.revokeConfirm', { name: holder.name })}
                onConfirm={() =>
                  revoke.mutateAsync({ email: holder.email, right: entry.right }).then(() => {
                    message.success(t('moduleRights.revoked'));
                  })
                }
              >
                <Button type="link" danger>
                  {t('moduleRights.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
