/**
 * The email step of the verification page: the visitor's address, checked by the validation module
 * ('The Email field is required.', 'Please check the email format'), then the server's answer ('This email
 * address is not authorized to view this page', 'An Error Occurred').
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type SubmitEvent, useEffect, useId, useRef } from 'react';

import { emailLabel } from '../../i18n/dialog-messages.ts';
import { fieldErrorMessage } from '../../i18n/form-messages.ts';
import { sendCode } from '../../i18n/lock-messages.ts';
import { LOCK_EMAIL_FIELD, type LockStore } from '../../model/lock-store.ts';
import { verificationErrorText } from './lock-error-text.ts';
import { LockFieldError } from './LockFieldError.tsx';
import { LockSubmit } from './LockSubmit.tsx';

/** Props of {@link EmailEntryForm}. */
export interface EmailEntryFormProps {
  lock: LockStore;
  /** The field takes focus when it appears (back from the code step). */
  focusOnMount?: boolean;
}

/** A `noValidate` form with one `type="email"` field (`autocomplete="email"`). */
export function EmailEntryForm({ lock, focusOnMount = false }: EmailEntryFormProps) {
  useSignals();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnce = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnce.current) inputRef.current?.focus();
  }, []);

  const field = { ...LOCK_EMAIL_FIELD, label: emailLabel() };
  const error =
    fieldErrorMessage(field, lock.emailValidation.value) ?? verificationErrorText(lock.verificationError.value);
  const pending = lock.verificationPending.value;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = await lock.requestCode();
    // On success the code step replaces this form and focuses its own field.
    if (!sent) inputRef.current?.focus();
  };

  return (
    <form
      className="lb-form lb-lock__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending || undefined}
    >
      <div className={`lb-field${error ? ' lb-field--invalid' : ''}`}>
        <label className="lb-field__label" htmlFor={inputId}>
          {field.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          className="lb-field__control"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          required
          value={lock.email.value}
          onChange={(event) => lock.setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <LockFieldError id={errorId} message={error} />
      </div>
      <LockSubmit label={sendCode()} pending={pending} />
    </form>
  );
}
