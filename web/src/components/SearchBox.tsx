import { Input } from 'antd';
import type { CSSProperties } from 'react';

interface SearchBoxProps {
  /** The box's accessible name, e.g. "Search users by name or email". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter or the search button; without it the list follows the typing alone. */
  onSubmit?: (text: string) => void;
  style?: CSSProperties;
}

/** A list's search box, clearable, that reports the text as it is typed. */
export function SearchBox({ label, placeholder, value, onChange, onSubmit, style }: SearchBoxProps) {
  return (
    <Input.Search aria-label={label} placeholder={placeholder} allowClear value={value}
      onChange={(event) => onChange(event.target.value)} onSearch={onSubmit} style={style} />
  );
}
