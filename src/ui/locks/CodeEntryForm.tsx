/**
 * The code step of the verification page: the code-sent notice, the code field
 * (`autocomplete="one-time-code"`, numeric keyboard, a pasted whole code — even inside the email's sentence —
 * fills it), 'Incorrect code' / 'An Error Occurred', and the ways back: another address or a new code.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ClipboardEvent, type SubmitEvent, useEffect, useId, useRef } from 'react';

import {
  anotherEmailLabel,
  codeFolderNote,
  codeLabel,
  codeResent,
  codeSent,
  codeSentTo,
  confirmCode,
  resendCode,
} from '../../i18n/lock-messages.ts';
import type { LockStore } from '../../model/lock-store.ts';
import { focusBoardHeading } from './focus-board-heading.ts';
import { verificationErrorText } from './lock-error-text.ts';
import { LockFieldError } from './LockFieldError.tsx';
import { LockSubmit } from './LockSubmit.tsx';

/** Props of {@link CodeEntryForm}. */
export interface CodeEntryFormProps {
  lock: LockStore;
  /** Who the email comes from when the server did not say (the page passes the board's name last). */
  fallbackSender: string;
  /** The field takes focus when it appears (the visitor just asked for the code). */
  focusOnMount?: boolean;
}

/** The notice, then a `noValidate` form for the code. On success focus moves to the board. */
export function CodeEntryForm({ lock, fallbackSender, focusOnMount = false }: CodeEntryFormProps) {
  useSignals();
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnce = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnce.current) inputRef.current?.focus();
  }, []);

  const notice = lock.notice.value;
  const error = verificationErrorText(lock.verificationError.value);
  const pending = lock.verificationPending.value;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = inputRef.current?.getRootNode();
    const unlocked = await lock.confirmCode();
    if (unlocked) void focusBoardHeading(root);
    else if (lock.verificationError.peek()) inputRef.current?.focus();
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    // The whole code replaces the field, whatever was typed and however the email wrapped it.
    event.preventDefault();
    lock.pasteCode(text);
  };

  const resend = async () => {
    await lock.resendCode();
    inputRef.current?.focus();
  };

  return (
    <>
      <div id={noticeId} className="lb-lock__notice" part="gate-notice" role="status">
        {notice && (
          <>
            <p>{codeSent(notice.sender ?? fallbackSender)}</p>
            <p>{codeFolderNote()}</p>
            <p className="lb-lock__sent-to">{codeSentTo(notice.email)}</p>
            {notice.resent && <p className="lb-lock__resent">{codeResent()}</p>}
          </>
        )}
      </div>
      <form
        className="lb-form lb-lock__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending || undefined}
      >
        <div className={`lb-field${error ? ' lb-field--invalid' : ''}`}>
          <label className="lb-field__label" htmlFor={inputId}>
            {codeLabel()}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="code"
            className="lb-field__control lb-lock__code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={lock.code.value}
            onChange={(event) => lock.setCode(event.target.value)}
            onPaste={paste}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noticeId}` : noticeId}
          />
          <LockFieldError id={errorId} message={error} />
        </div>
        <LockSubmit label={confirmCode()} pending={pending} />
      </form>
      <div className="lb-lock__links">
        <button type="button" className="lb-lock__link" onClick={lock.changeEmail}>
          {anotherEmailLabel()}
        </button>
        <button type="button" className="lb-lock__link" onClick={() => void resend()}>
          {resendCode()}
        </button>
      </div>
    </>
  );
}
