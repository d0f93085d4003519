import { Select } from 'antd';
import type { FilterProps } from './FilterBar.tsx';

interface FilterSelectProps<Filter, Field extends keyof Filter> extends FilterProps<Filter> {
  field: Field;
  placeholder: string;
  options: { value: NonNullable<Filter[Field]>; label: string }[];
  /** Its width. */
  className?: string;
  testId: string;
}

/** One field of the filter as a clearable choice: picking sets the field, clearing unsets it. */
export function FilterSelect<Filter, Field extends keyof Filter>({
  filter,
  onChange,
  field,
  placeholder,
  options,
  className,
  testId,
}: FilterSelectProps<Filter, Field>) {
  return (
    <Select
      className={className}
      allowClear
      placeholder={placeholder}
      value={filter[field] ?? undefined}
      options={options}
      onChange={(value?: NonNullable<Filter[Field]>) => onChange({ ...filter, [field]: value })}
      data-testid={testId}
    />
  );
}
