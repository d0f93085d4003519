import type { ModuleRightHolders } from '@portal/contracts';
import { App, Button, Card, Empty, Input, List, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeRight } from '../hooks/use-right-holders.ts';

/** One right: who holds it, a revoke per holder, and a grant by email. */
export function RightHolders({ entry }: { entry: ModuleRightHolders }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [email, setEmail] = useState('');
  const grant = useChangeRight('grant');
  const revoke = useChangeRight('revoke');

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
      {/* A list, not a table: a right has a handful of holders, and antd's table would double the page's first load. */}
      <List
        size="small"
        dataSource={entry.holders}
        locale={{ emptyText: <Empty description={t('moduleRights.empty')} /> }}
        renderItem={(holder) => (
          <List.Item
            key={holder.email}
            actions={[
              <Popconfirm
                key="revoke"
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
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={`${holder.name} · ${holder.email}`} description={holder.department} />
          </List.Item>
        )}
      />
    </Card>
  );
}
