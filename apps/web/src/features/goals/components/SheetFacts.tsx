import type { Employee, GoalSheet } from '@portal/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from './StatusTag.tsx';

/** Where a sheet stands: its status, who approves it, when it was submitted and decided. */
export function SheetFacts({ sheet, supervisor }: { sheet: GoalSheet | null; supervisor?: Employee | null }) {
  const { t } = useTranslation();
  const items = [
    { key: 'status', label: t('goals.statusLabel'), children: <StatusTag status={sheet?.status ?? null} /> },
    ...(supervisor !== undefined
      ? [{ key: 'supervisor', label: t('goals.approver'), children: supervisor?.name ?? t('goals.nobody') }]
      : [
          {
            key: 'owner',
            label: t('goals.owner'),
            children: sheet ? `${sheet.owner.name} · ${sheet.owner.department}` : '',
          },
        ]),
    { key: 'submitted', label: t('goals.submittedAt'), children: sheet?.submittedAt ?? '—' },
    {
      key: 'decided',
      label: t('goals.decidedAt'),
      children: sheet?.decidedAt ? `${sheet.decidedAt} ${sheet.decidedBy?.name ?? ''}` : '—',
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />;
}
