import type { Holiday } from '@portal/contracts';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHolidayText } from '../hooks/use-holiday-text.ts';
import { daysBetween } from '../model/calendar.ts';

interface HolidayTableProps {
  holidays: Holiday[];
  /** Edit and remove show only to those the server lets change the calendar. */
  canEdit: boolean;
  onEdit: (holiday: Holiday) => void;
  onRemove: (holiday: Holiday) => void;
}

/** The year's holidays: name, days off, how many, and the weekend days worked instead. */
export function HolidayTable({ holidays, canEdit, onEdit, onRemove }: HolidayTableProps) {
  const { t } = useTranslation();
  const text = useHolidayText();
  const columns: TableColumnsType<Holiday> = [
    {
      key: 'name',
      title: t('holidays.columns.name'),
      render: (_, holiday) => text.name(holiday),
      width: 200,
    },
    {
      key: 'dates',
      title: t('holidays.columns.dates'),
      width: 190,
      render: (_, holiday) =>
        holiday.startsOn === holiday.endsOn
          ? text.day(holiday.startsOn)
          : t('holidays.range', { start: text.day(holiday.startsOn), end: text.day(holiday.endsOn) }),
    },
    {
      key: 'length',
      title: t('holidays.columns.length'),
      width: 90,
      render: (_, holiday) =>
        t('holidays.days', { count: daysBetween(holiday.startsOn, holiday.endsOn).length }),
    },
    {
      key: 'workdays',
      title: t('holidays.columns.workdays'),
      render: (_, holiday) =>
        holiday.workdays.length
          ? holiday.workdays.map(text.dayWithWeekday).join(t('holidays.listSeparator'))
          : t('holidays.noWorkdays'),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: t('holidays.columns.actions'),
      width: 150,
      render: (_, holiday) => (
        <Space>
          <Button type="link" size="small" onClick={() => onEdit(holiday)} data-testid="holiday-edit">
            {t('holidays.edit')}
          </Button>
          <Popconfirm
            title={t('holidays.removeConfirm')}
            okText={t('holidays.ok')}
            cancelText={t('holidays.cancel')}
            onConfirm={() => onRemove(holiday)}
          >
            <Button type="link" size="small" danger data-testid="holiday-remove">
              {t('holidays.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }
  return (
    <Table
      data-testid="holiday-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={holidays}
      pagination={false}
      scroll={{ x: 640 }}
    />
  );
}
