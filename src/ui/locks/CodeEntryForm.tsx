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
} from '../../i18n/gate-messages.ts';
import type { GateStore } from '../../model/gate-store.ts';
import { focusBoardHeading } from './focus-board-heading.ts';
import { verificationErrorText } from './gate-error-text.ts';
import { GateFieldError } from './GateFieldError.tsx';
import { GateSubmit } from './GateSubmit.tsx';

/** Props of {@link CodeEntryForm}. */
export interface CodeEntryFormProps {
  gate: GateStore;
  /** Who the email comes from when the server did not say (the page passes the board's name last). */
  fallbackSender: string;
  /** The field takes focus when it appears (the visitor just asked for the code). */
  focusOnMount?: boolean;
}

/** The notice, then a `noValidate` form for the code. On success focus moves to the board. */
export function CodeEntryForm({ gate, fallbackSender, focusOnMount = false }: CodeEntryFormProps) {
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

  const notice = gate.notice.value;
  const error = verificationErrorText(gate.verificationError.value);
  const pending = gate.verificationPending.value;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = inputRef.current?.getRootNode();
    const unlocked = await gate.confirmCode();
    if (unlocked) void focusBoardHeading(root);
    else if (gate.verificationError.peek()) inputRef.current?.focus();
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    // The whole code replaces the field, whatever was typed and however the email wrapped it.
    event.preventDefault();
    gate.pasteCode(text);
  };

  const resend = async () => {
    await gate.resendCode();
    inputRef.current?.focus();
  };

  return (
    <>
      <div id={noticeId} className="lb-gate__notice" part="gate-notice" role="status">
        {notice && (
          <>
            <p>{codeSent(notice.sender ?? fallbackSender)}</p>
            <p>{codeFolderNote()}</p>
            <p className="lb-gate__sent-to">{codeSentTo(notice.email)}</p>
            {notice.resent && <p className="lb-gate__resent">{codeResent()}</p>}
          </>
        )}
      </div>
      <form
        className="lb-form lb-gate__form"
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
            className="lb-field__control lb-gate__code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={gate.code.value}
            onChange={(event) => gate.setCode(event.target.value)}
            onPaste={paste}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noticeId}` : noticeId}
          />
          <GateFieldError id={errorId} message={error} />
        </div>
        <GateSubmit label={confirmCode()} pending={pending} />
      </form>
      <div className="lb-gate__links">
        <button type="button" className="lb-gate__link" onClick={gate.changeEmail}>
          {anotherEmailLabel()}
        </button>
        <button type="button" className="lb-gate__link" onClick={() => void resend()}>
          {resendCode()}
        </button>
      </div>
    </>
  );
}
