import type { Holiday } from '@portal/contracts';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_MAX_WORKDAYS, HOLIDAY_NAME_MAX } from '../../../api/contract-values.ts';
import { type Editing, editedId, FormModal } from '../../../components/list-page/FormModal.tsx';
import { useSaveHoliday } from '../hooks/use-holidays.ts';

interface HolidayForm {
  nameZh: string;
  nameEn: string;
  dates: [Dayjs, Dayjs];
  workdays?: Dayjs[];
}

const DAY = 'YYYY-MM-DD';

const formValuesOf = (holiday: Holiday): HolidayForm => ({
  nameZh: holiday.nameZh,
  nameEn: holiday.nameEn,
  dates: [dayjs(holiday.startsOn), dayjs(holiday.endsOn)],
  workdays: holiday.workdays.map((day) => dayjs(day)),
});

interface HolidayEditorProps {
  year: number;
  /** 'new' adds a holiday, a holiday opens it to change; null keeps the dialog closed. */
  editing: Editing<Holiday> | null;
  onClose: () => void;
}

/** Adds or changes one holiday of a year's notice; the server checks the right and the dates. */
export function HolidayEditor({ year, editing, onClose }: HolidayEditorProps) {
  const { t } = useTranslation();
  const save = useSaveHoliday();

  const submit = (values: HolidayForm) =>
    save.mutate(
      {
        id: editedId(editing),
        fields: {
          year,
          nameZh: values.nameZh,
          nameEn: values.nameEn,
          startsOn: values.dates[0].format(DAY),
          endsOn: values.dates[1].format(DAY),
          workdays: (values.workdays ?? []).map((day) => day.format(DAY)),
        },
      },
      { onSuccess: onClose },
    );

  return (
    <FormModal<HolidayForm>
      open={editing !== null}
      title={t(editing === 'new' ? 'holidays.addTitle' : 'holidays.editTitle', { year })}
      okText={t('holidays.save')}
      cancelText={t('holidays.cancel')}
      initialValues={editing === null || editing === 'new' ? undefined : formValuesOf(editing)}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="holiday-form"
    >
      <Form.Item
        name="nameZh"
        label={t('holidays.form.nameZh')}
        rules={[{ required: true, whitespace: true, max: HOLIDAY_NAME_MAX }]}
      >
        <Input maxLength={HOLIDAY_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('holidays.form.nameEn')}
        rules={[{ required: true, whitespace: true, max: HOLIDAY_NAME_MAX }]}
      >
        <Input maxLength={HOLIDAY_NAME_MAX} />
      </Form.Item>
      <Form.Item name="dates" label={t('holidays.form.dates')} rules={[{ required: true }]}>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          defaultPickerValue={[dayjs(`${year}-01-01`), dayjs(`${year}-01-01`)]}
        />
      </Form.Item>
      <Form.Item
        name="workdays"
        label={t('holidays.form.workdays')}
        extra={t('holidays.form.workdaysHint', { max: HOLIDAY_MAX_WORKDAYS })}
        rules={[{ type: 'array', max: HOLIDAY_MAX_WORKDAYS }]}
      >
        <DatePicker multiple style={{ width: '100%' }} defaultPickerValue={dayjs(`${year}-01-01`)} />
      </Form.Item>
    </FormModal>
  );
}
