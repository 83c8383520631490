import type { ReactElement, ReactNode } from 'react';

/** An extra first option whose value is the empty string: "choose one" or "none". */
export interface SelectPlaceholder {
  label: string;
  /** A prompt the person cannot pick back once they chose (the custom tool's art style). */
  disabled?: boolean;
}

interface SelectFieldBase<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Beside the select, in a `field-row` (the editor's play button and style thumbnail). */
  beside?: ReactNode;
  /** After the select: errors, hints, a companion control. */
  children?: ReactNode;
}

/** Always one of the options. */
type PlainSelectFieldProps<T extends string> = SelectFieldBase<T> & {
  placeholder?: undefined;
  value: T;
  onChange: (value: T) => void;
};

/** The placeholder stands for null. */
type PlaceholderSelectFieldProps<T extends string> = SelectFieldBase<T> & {
  placeholder: SelectPlaceholder;
  value: T | null;
  onChange: (value: T | null) => void;
};

const PLACEHOLDER_VALUE = '';

/**
 * A labelled select over a fixed list (the video settings: voice, art style, format, length,
 * language, caption style, music), typed so the change hands back one of the options and no
 * form casts `event.target.value`.
 */
export function SelectField<T extends string>(props: PlainSelectFieldProps<T>): ReactElement;
export function SelectField<T extends string>(props: PlaceholderSelectFieldProps<T>): ReactElement;
export function SelectField<T extends string>(
  props: PlainSelectFieldProps<T> | PlaceholderSelectFieldProps<T>,
): ReactElement {
  const { id, label, options, optionLabel, disabled, beside, children } = props;
  const select = (
    <select
      id={id}
      className="select"
      value={props.value ?? PLACEHOLDER_VALUE}
      disabled={disabled}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (props.placeholder !== undefined) props.onChange(chosen ?? null);
        else if (chosen !== undefined) props.onChange(chosen);
      }}
    >
      {props.placeholder !== undefined && (
        <option value={PLACEHOLDER_VALUE} disabled={props.placeholder.disabled}>
          {props.placeholder.label}
        </option>
      )}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {beside === undefined ? (
        select
      ) : (
        <div className="field-row">
          {select}
          {beside}
        </div>
      )}
      {children}
    </div>
  );
}
