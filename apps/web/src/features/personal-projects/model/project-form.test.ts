import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldsOf, formValuesOf } from './project-form.ts';

const project = {
  id: 3,
  name: '数据看板 2.0',
  role: '负责人',
  status: 'active' as const,
  startDate: '2026-07-18',
  endDate: null,
  progress: 55,
  description: '按区域下钻',
  createTime: '2026-07-18 09:00:00',
  updateTime: '2026-11-20 10:00:00',
};

describe('the project form', () => {
  it('gives back the fields it was filled with, an open end sent empty', () => {
    expect(fieldsOf(formValuesOf(project))).toEqual({
      name: '数据看板 2.0',
      role: '负责人',
      status: 'active',
      startDate: '2026-07-18',
      endDate: '',
      progress: 55,
      description: '按区域下钻',
    });
  });

  it('sends both dates as company days', () => {
    const values = { ...formValuesOf(project), period: [dayjs('2026-01-05'), dayjs('2026-03-31')] as const };
    expect(fieldsOf({ ...values, period: [...values.period] })).toMatchObject({
      startDate: '2026-01-05',
      endDate: '2026-03-31',
    });
  });
});
