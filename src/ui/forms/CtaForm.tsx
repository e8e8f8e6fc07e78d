/**
 * The validated form behind every CTA form (send-message, known-lead send, share-board): validation
 * through `model/validation.ts`, errors next to their fields and a summary in an alert, known values prefilled or
 * not asked again (WCAG 3.3.7), and the server's 422 field errors shown where they belong. While the
 * submission waits for the server a status says so — and, offline, that it will be sent once back online.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type SubmitEvent, useContext, useEffect, useId, useRef, useState } from 'react';

import { isApiError } from '../../api/errors.ts';
import {
  fieldErrorMessage,
  pleaseWait,
  requiredFieldsNote,
  sendLabel,
  sendWhenOnline,
  summaryMessage,
} from '../../i18n/form-messages.ts';
import { visibleFieldNames } from '../../model/cta-forms.ts';
import {
  type FormField,
  type FormValidation,
  invalidFieldNames,
  normalizeValues,
  serverValidation,
  VALID_FORM,
  validateForm,
} from '../../model/validation.ts';
import { BoardServicesContext } from '../shared/board-context.ts';
import type { FieldGroup } from './cta-form-fields.ts';
import { FormFieldControl } from './FormFieldControl.tsx';

/** Props of {@link CtaForm}. */
export interface CtaFormProps {
  fields: readonly FormField[];
  /** Optional fieldsets; fields in no group are rendered after them. */
  groups?: readonly FieldGroup[];
  /** Known values by field name; hidden fields still send theirs. */
  prefill?: Readonly<Partial<Record<string, string>>>;
  /** Hide what we already know and leave (ideally) only the submit button. */
  knownLead?: boolean;
  submitLabel?: string;
  /**
   * Receives the normalized values of a valid form (every field, trimmed, URLs with a scheme). May return a
   * promise: a rejection with a 422 `ApiError` shows its field errors, any other rejection a general error.
   */
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
}

/** A `noValidate` form with its own messages (validation.ts); the first invalid field receives focus on submit. */
export function CtaForm({ fields, groups, prefill = {}, knownLead = false, submitLabel, onSubmit }: CtaFormProps) {
  useSignals();
  const formId = useId();
  // Whether the visitor's submissions wait for the network (known once the tracking stage is there).
  const offline = useContext(BoardServicesContext)?.submissions?.value.offline ?? false;
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, prefill[field.name] ?? ''])),
  );
  const [validation, setValidation] = useState<FormValidation>(VALID_FORM);
  const [attempted, setAttempted] = useState(false);
  // Hidden (known) fields the checks refused: shown again so the visitor can correct them.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  // A new object per submit attempt, so focus moves again even when the same field is still the first invalid one.
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  const busy = useRef(false);

  const visible = new Set([...visibleFieldNames(fields, prefill, knownLead), ...revealed]);
  const shown = fields.filter((field) => visible.has(field.name));

  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.name}"]`)?.focus();
  }, [focusRequest]);

  const show = (next: FormValidation) => {
    setValidation(next);
    const hiddenInvalid = invalidFieldNames(fields, next).filter((name) => !visible.has(name));
    if (hiddenInvalid.length > 0) setRevealed(new Set([...revealed, ...hiddenInvalid]));
    const first = invalidFieldNames(fields, next)[0];
    if (first) setFocusRequest({ name: first });
  };

  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt, messages follow the typing so a fixed field stops being flagged at once.
    if (attempted) setValidation(validateForm(fields, next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    setAttempted(true);
    const checked = validateForm(fields, values);
    if (!checked.ok) {
      show(checked);
      return;
    }
    setValidation(VALID_FORM);
    busy.current = true;
    setWaiting(true);
    try {
      await onSubmit(normalizeValues(fields, values));
    } catch (error) {
      const apiErrors = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
      show(serverValidation(fields, values, apiErrors));
    } finally {
      busy.current = false;
      setWaiting(false);
    }
  };

  const control = (field: FormField) => (
    <FormFieldControl
      key={field.name}
      field={field}
      id={`${formId}-${field.name}`}
      value={values[field.name] ?? ''}
      error={fieldErrorMessage(field, validation)}
      onChange={onChange}
    />
  );

  const grouped = new Set(groups?.flatMap((group) => group.names) ?? []);
  const summary = summaryMessage(validation.summary);
  return (
    <form ref={formRef} className="lb-form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="lb-form__summary" role="alert">
        {summary}
      </div>
      {shown.some((field) => field.required) && <p className="lb-form__note">{requiredFieldsNote()}</p>}
      {groups?.map((group) => {
        const members = shown.filter((field) => group.names.includes(field.name));
        return (
          members.length > 0 && (
            <fieldset key={group.legend} className="lb-form__group">
              <legend className="lb-form__legend">{group.legend}</legend>
              {members.map(control)}
            </fieldset>
          )
        );
      })}
      {shown.filter((field) => !grouped.has(field.name)).map(control)}
      <p className="lb-form__pending" role="status">
        {waiting ? (offline ? sendWhenOnline() : pleaseWait()) : ''}
      </p>
      <div className="lb-form__actions">
        {/* aria-disabled, not disabled, while waiting: focus stays on the button. */}
        <button type="submit" className="lb-button lb-button--primary" aria-disabled={waiting || undefined}>
          {submitLabel || sendLabel()}
        </button>
      </div>
    </form>
  );
}
