import type { Holiday } from '@portal/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import useApp from 'antd/es/app/useApp';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_MAX_WORKDAYS, HOLIDAY_NAME_MAX } from '../../../api/contract-values.ts';
import { useSaveHoliday } from '../hooks/use-holidays.ts';

interface HolidayForm {
  nameZh: string;
  nameEn: string;
  dates: [Dayjs, Dayjs];
  workdays?: Dayjs[];
}

const DAY = 'YYYY-MM-DD';

interface HolidayEditorProps {
  year: number;
  /** The holiday being changed, or null to add one; the dialog shows when `open`. */
  holiday: Holiday | null;
  open: boolean;
  onClose: () => void;
}

/** Adds or changes one holiday of a year's notice; the server checks the right and the dates. */
export function HolidayEditor({ year, holiday, open, onClose }: HolidayEditorProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<HolidayForm>();
  const save = useSaveHoliday();

  const submit = async (values: HolidayForm) => {
    await save.mutateAsync({
      ...(holiday ? { id: holiday.id } : {}),
      year,
      nameZh: values.nameZh,
      nameEn: values.nameEn,
      startsOn: values.dates[0].format(DAY),
      endsOn: values.dates[1].format(DAY),
      workdays: (values.workdays ?? []).map((day) => day.format(DAY)),
    });
    void message.success(t('holidays.saved'));
    onClose();
  };

  const initial: Partial<HolidayForm> | undefined = holiday
    ? {
        nameZh: holiday.nameZh,
        nameEn: holiday.nameEn,
        dates: [dayjs(holiday.startsOn), dayjs(holiday.endsOn)],
        workdays: holiday.workdays.map((day) => dayjs(day)),
      }
    : undefined;

  return (
    <Modal
      open={open}
      title={t(holiday ? 'holidays.editTitle' : 'holidays.addTitle', { year })}
      okText={t('holidays.save')}
      cancelText={t('holidays.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<HolidayForm>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => submit(values).catch(() => undefined)}
        preserve={false}
        data-testid="holiday-form"
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
      </Form>
    </Modal>
  );
}
