import { Select, type SelectProps } from 'antd';
import { useReadablePlaceholder } from './readable-placeholder';

interface FilterSelectProps<Value extends string> extends Omit<SelectProps<Value>, 'aria-label' | 'value' | 'onChange' | 'allowClear' | 'styles' | 'style'> {
  /** The select's accessible name, e.g. "Action". */
  label: string;
  /** The chosen value; null: no filter, and the placeholder shows. */
  value: Value | null;
  onChange: (value: Value | null) => void;
  minWidth: number;
}

/** One filter of a list: a clearable select whose placeholder ("All actions") is readable, reporting null when cleared. */
export function FilterSelect<Value extends string>({ label, value, onChange, minWidth, ...select }: FilterSelectProps<Value>) {
  const readablePlaceholder = useReadablePlaceholder();
  return (
    <Select<Value>
      aria-label={label}
      styles={readablePlaceholder}
      allowClear
      value={value}
      onChange={(chosen?: Value) => onChange(chosen ?? null)}
      style={{ minWidth }}
      {...select}
    />
  );
}
