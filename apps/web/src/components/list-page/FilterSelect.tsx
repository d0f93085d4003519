import { Select } from 'antd';
import type { FilterProps } from './FilterBar.tsx';

/** One field of a filter as a control takes it: its value, and the filter with it changed or unset. */
export const filterField = <Filter, Field extends keyof Filter>(
  { filter, onChange }: FilterProps<Filter>,
  field: Field,
) => ({
  value: filter[field] ?? undefined,
  onChange: (value?: Filter[Field]) => onChange({ ...filter, [field]: value }),
});

interface FilterSelectProps<Value> {
  value: Value | undefined;
  onChange: (value?: Value) => void;
  placeholder: string;
  options: { value: Value; label: string }[];
  /** Its width. */
  className?: string;
  testId: string;
}

/** A clearable choice among a list's filters: picking sets the field, clearing unsets it. */
export function FilterSelect<Value>({
  value,
  onChange,
  placeholder,
  options,
  className,
  testId,
}: FilterSelectProps<Value>) {
  return (
    <Select
      className={className}
      allowClear
      placeholder={placeholder}
      value={value}
      options={options}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
