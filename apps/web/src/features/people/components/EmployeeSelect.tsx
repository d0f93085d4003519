import type { Employee } from '@portal/contracts';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { useEmployeeNames } from '../hooks/use-employee-names.ts';
import { useEmployeeSearch } from '../hooks/use-employee-search.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { PICK_LIST_MAX, pickEmails } from '../model/pick-list.ts';
import styles from './employee-select.module.css';

addFeatureTexts({ zh, en });

interface AttendeeOption {
  value: string;
  label: string;
  employee: Employee;
}

interface EmployeeSelectProps {
  /** Attendee emails; antd Form injects value/onChange/id. */
  value?: string[];
  onChange?: (emails: string[]) => void;
  id?: string;
  /** The organizer is always in the meeting, so they are not offered. */
  organizerEmail?: string;
  'data-testid'?: string;
}

/**
 * Attendee picker: remote search by name, email or department; each option shows name, email and
 * department. Attendees chosen before (an edited meeting's) are named by a look-up. The pick holds
 * at most 20 people, one per email.
 */
export function EmployeeSelect({
  value,
  onChange,
  id,
  organizerEmail,
  'data-testid': testId,
}: EmployeeSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { employees, searching } = useEmployeeSearch(typed);
  const nameOf = useEmployeeNames(value ?? []);

  const organizer = organizerEmail?.toLowerCase();
  const options: AttendeeOption[] = employees
    .filter((employee) => employee.email.toLowerCase() !== organizer)
    .map((employee) => ({ value: employee.email, label: employee.name, employee }));

  const emptyText = searching ? (
    <Spin size="small" />
  ) : typed.trim() ? (
    t('employeeSelect.noMatch')
  ) : (
    t('employeeSelect.typeToSearch')
  );

  return (
    <Select<string[], AttendeeOption>
      id={id}
      mode="multiple"
      value={value}
      onChange={(emails) => onChange?.(pickEmails(emails))}
      maxCount={PICK_LIST_MAX}
      // The server filters; antd must not filter the answer again by label.
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      // A chosen attendee reads as their name; until (or unless) the look-up answers, their email.
      labelRender={({ value: email, label }) => nameOf.get(String(email).toLowerCase()) || label || email}
      optionRender={({ data }) => (
        <div className={styles.attendeeOption}>
          <span className={styles.attendeeName}>{data.employee.name}</span>
          <span className={styles.attendeeEmail}>{data.employee.email}</span>
          <span className={styles.attendeeDepartment}>{data.employee.department}</span>
        </div>
      )}
      notFoundContent={emptyText}
      placeholder={t('employeeSelect.placeholder')}
      onBlur={() => setTyped('')}
      data-testid={testId}
    />
  );
}
