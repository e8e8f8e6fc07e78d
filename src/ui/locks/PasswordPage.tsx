/**
 * The password page: a labelled password field that password managers fill and paste reaches
 * (WCAG 3.3.8 — nothing to transcribe, nothing blocked), a show/hide toggle, and the messages 'Please enter
 * password' and, for a wrong one, 'Wrong password' (a standalone board's own page) or 'The password is incorrect.
 * Please try again' (a board in a host's page) in an alert linked to the field.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type SubmitEvent, useId, useRef, useState } from 'react';

import { passwordHeading, passwordIntro, passwordLabel, showPassword, unlockBoard } from '../../i18n/lock-messages.ts';
import type { LockStore } from '../../model/lock-store.ts';
import { focusBoardHeading } from './focus-board-heading.ts';
import { passwordErrorText } from './lock-error-text.ts';
import { LockFieldError } from './LockFieldError.tsx';
import { LockHeading } from './LockHeading.tsx';
import { LockSubmit } from './LockSubmit.tsx';
import { TroubleAccessing } from './TroubleAccessing.tsx';

/** Props of {@link PasswordPage}. */
export interface PasswordPageProps {
  lock: LockStore;
  boardName: string;
  /** The heading takes focus when the page appears (back from the board request view). */
  focusHeading?: boolean;
  /** The board is its own page (a standalone board page), not a part of a host's page. */
  standalone?: boolean;
}

/** A `noValidate` form: the board's own messages are the ones shown. On success focus moves to the board. */
export function PasswordPage({ lock, boardName, focusHeading = false, standalone = false }: PasswordPageProps) {
  useSignals();
  const id = useId();
  const inputId = `${id}-password`;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  const error = passwordErrorText(lock.passwordError.value, standalone);
  const pending = lock.passwordPending.value;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Hidden again on submit, so the browser offers to save it like any password.
    setRevealed(false);
    // Taken now: the lock unmounts when the board reloads, the element's shadow root stays.
    const root = inputRef.current?.getRootNode();
    const unlocked = await lock.submitPassword();
    if (unlocked) void focusBoardHeading(root);
    else if (lock.passwordError.peek()) inputRef.current?.focus();
  };

  return (
    <section className="lb-lock__card" part="gate-password" aria-labelledby={headingId}>
      <LockHeading id={headingId} focusOnMount={focusHeading}>
        {passwordHeading()}
      </LockHeading>
      <p className="lb-lock__intro">{passwordIntro(boardName)}</p>
      <form
        className="lb-form lb-lock__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending || undefined}
      >
        {/* Password managers file a saved password under a username: the board's name, so each board gets its own. */}
        <input type="text" name="username" autoComplete="username" value={boardName} readOnly hidden />
        <div className={`lb-field${error ? ' lb-field--invalid' : ''}`}>
          <label className="lb-field__label" htmlFor={inputId}>
            {passwordLabel()}
          </label>
          <div className="lb-lock__control-row">
            <input
              ref={inputRef}
              id={inputId}
              name="password"
              className="lb-field__control"
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="off"
              spellCheck={false}
              required
              value={lock.password.value}
              onChange={(event) => lock.setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button
              type="button"
              className="lb-button lb-lock__toggle"
              aria-controls={inputId}
              aria-pressed={revealed}
              onClick={() => setRevealed(!revealed)}
            >
              {showPassword()}
            </button>
          </div>
          <LockFieldError id={errorId} message={error} />
        </div>
        <LockSubmit label={unlockBoard()} pending={pending} />
      </form>
      <TroubleAccessing troubled={lock.troubled.value} onRequest={lock.openRequest} />
    </section>
  );
}
