import { Radio } from 'antd';
import styles from '../gallery.module.css';

interface ChoiceRowProps {
  label: string;
  value: number | undefined;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
  testId: string;
}

/** One labelled row of choices (year, activity or month), one of them picked. */
export function ChoiceRow({ label, value, options, onChange, testId }: ChoiceRowProps) {
  return (
    <div className={styles.choiceRow} data-testid={testId}>
      <span className={styles.choiceLabel}>{label}</span>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value as number)}
        aria-label={label}
      />
    </div>
  );
}
