import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeNames, useEmployeeSearch } from '../../people/index.ts';

interface OwnerSelectProps {
  /** The owner's email; antd Form injects value/onChange/id. */
  value?: string;
  onChange?: (email: string | undefined) => void;
  id?: string;
  'data-testid'?: string;
}

/** One employee, searched by name or email; a chosen owner reads as their name. */
export function OwnerSelect({ value, onChange, id, 'data-testid': testId }: OwnerSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { employees, searching } = useEmployeeSearch(typed);
  const nameOf = useEmployeeNames(value ? [value] : []);
  const options = employees.map((employee) => ({
    value: employee.email,
    label: `${employee.name}（${employee.email}）`,
  }));

  return (
    <Select<string>
      id={id}
      value={value}
      onChange={(email) => onChange?.(email)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      labelRender={({ value: email, label }) => nameOf.get(String(email).toLowerCase()) || label || email}
      notFoundContent={
        searching ? (
          <Spin size="small" />
        ) : typed.trim() ? (
          t('reviews.form.noMatch')
        ) : (
          t('reviews.form.typeToSearch')
        )
      }
      placeholder={t('reviews.placeholder.owner')}
      onBlur={() => setTyped('')}
      data-testid={testId}
    />
  );
}
