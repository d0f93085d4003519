import type { Employee, OrgDepartment } from '@portal/contracts';
import { Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../org-tree.module.css';

/** One department: where it sits, its heads, and the people whose own department it is. */
export function DepartmentDetail({ department }: { department: OrgDepartment | undefined }) {
  const { t } = useTranslation();
  if (!department) {
    return (
      <Card className={styles.card}>
        <Empty description={t('orgTree.pickDepartment')} />
      </Card>
    );
  }
  const columns: TableColumnsType<Employee> = [
    { key: 'name', title: t('orgTree.columns.name'), dataIndex: 'name', width: 120 },
    {
      key: 'email',
      title: t('orgTree.columns.email'),
      dataIndex: 'email',
      render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
    },
    { key: 'userId', title: t('orgTree.columns.userId'), dataIndex: 'userId', width: 120 },
  ];
  return (
    <Card
      className={styles.card}
      title={
        <span data-testid="org-department-title">
          {department.name}{' '}
          <span className={styles.count}>{t('orgTree.people', { count: department.total })}</span>
        </span>
      }
    >
      <p className={styles.path}>{department.path.split('/').join(' / ')}</p>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('orgTree.heads')}</h3>
        <div data-testid="org-heads">
          {department.heads.length === 0
            ? t('orgTree.noHead')
            : department.heads.map((head) => (
                <Tag key={head.email} color="blue" className={styles.head}>
                  {head.name} · {head.email}
                </Tag>
              ))}
        </div>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('orgTree.members')}</h3>
        <Table
          data-testid="org-members"
          size="small"
          rowKey="email"
          columns={columns}
          dataSource={department.members}
          pagination={department.members.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 480 }}
          locale={{ emptyText: t('orgTree.membersEmpty') }}
        />
      </section>
    </Card>
  );
}
