/** One labelled form control with its error message linked by `aria-describedby`. */
import type { ChangeEvent } from 'react';

import type { FormField } from '../../model/validation.ts';

/** Props of {@link FormFieldControl}. */
export interface FormFieldControlProps {
  field: FormField;
  /** Id of the control; the error gets `${id}-error`. */
  id: string;
  value: string;
  /** The localized error to show under the control, or null. */
  error: string | null;
  onChange: (name: string, value: string) => void;
}

const INPUT_TYPE: Record<Exclude<FormField['type'], 'long_text'>, string> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/**
 * A visible label (never placeholder-only), the control, and the error below it. Required fields carry the
 * `required` attribute (the form sets `noValidate`, so the board's own messages are the ones shown) and a `*`.
 */
export function FormFieldControl({ field, id, value, error, onChange }: FormFieldControlProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    autoComplete: field.autocomplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field.name, event.target.value),
  };
  return (
    <div className={`lb-field${error ? ' lb-field--invalid' : ''}`}>
      <label className="lb-field__label" htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="lb-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {field.type === 'long_text' ? (
        <textarea className="lb-field__control lb-field__control--long" rows={4} {...common} />
      ) : (
        <input
          className="lb-field__control"
          type={INPUT_TYPE[field.type]}
          spellCheck={field.type === 'email' || field.type === 'url' ? false : undefined}
          {...common}
        />
      )}
      {error && (
        <p className="lb-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
