/**
 * The two-factor email verification page: email entry → code-sent notice → code entry →
 * board. A refused address leads to the "trouble accessing" state and from there to the board request view.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';

import { verifyHeading, verifyIntro } from '../../i18n/lock-messages.ts';
import type { LockStore } from '../../model/lock-store.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { EmailEntryForm } from './EmailEntryForm.tsx';
import { LockHeading } from './LockHeading.tsx';
import { TroubleAccessing } from './TroubleAccessing.tsx';

/** Props of {@link EmailVerificationPage}. */
export interface EmailVerificationPageProps {
  lock: LockStore;
  boardName: string;
  /** The heading takes focus when the page appears (back from the board request view). */
  focusHeading?: boolean;
}

/** One card; its form follows the store's step. */
export function EmailVerificationPage({ lock, boardName, focusHeading = false }: EmailVerificationPageProps) {
  useSignals();
  const headingId = `${useId()}-heading`;
  const step = lock.step.value;
  // A step the visitor moved to takes focus; the step the page opened on does not (no focus theft on load).
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== firstStep) setMoved(true);

  return (
    <section className="lb-lock__card" part="gate-verify" aria-labelledby={headingId}>
      <LockHeading id={headingId} focusOnMount={focusHeading}>
        {verifyHeading()}
      </LockHeading>
      {step === 'email' ? (
        <>
          <p className="lb-lock__intro">{verifyIntro(boardName)}</p>
          <EmailEntryForm key="email" lock={lock} focusOnMount={moved} />
        </>
      ) : (
        <CodeEntryForm key="code" lock={lock} fallbackSender={boardName} focusOnMount={moved} />
      )}
      <TroubleAccessing troubled={lock.troubled.value} onRequest={lock.openRequest} />
    </section>
  );
}
