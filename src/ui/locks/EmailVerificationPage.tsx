/**
 * The two-factor email verification page: email entry → code-sent notice → code entry →
 * board. A refused address leads to the "trouble accessing" state and from there to the board request view.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';

import { verifyHeading, verifyIntro } from '../../i18n/gate-messages.ts';
import type { GateStore } from '../../model/gate-store.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { EmailEntryForm } from './EmailEntryForm.tsx';
import { GateHeading } from './GateHeading.tsx';
import { TroubleAccessing } from './TroubleAccessing.tsx';

/** Props of {@link EmailVerificationPage}. */
export interface EmailVerificationPageProps {
  gate: GateStore;
  boardName: string;
  /** The heading takes focus when the page appears (back from the board request view). */
  focusHeading?: boolean;
}

/** One card; its form follows the store's step. */
export function EmailVerificationPage({ gate, boardName, focusHeading = false }: EmailVerificationPageProps) {
  useSignals();
  const headingId = `${useId()}-heading`;
  const step = gate.step.value;
  // A step the visitor moved to takes focus; the step the page opened on does not (no focus theft on load).
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== firstStep) setMoved(true);

  return (
    <section className="lb-gate__card" part="gate-verify" aria-labelledby={headingId}>
      <GateHeading id={headingId} focusOnMount={focusHeading}>
        {verifyHeading()}
      </GateHeading>
      {step === 'email' ? (
        <>
          <p className="lb-gate__intro">{verifyIntro(boardName)}</p>
          <EmailEntryForm key="email" gate={gate} focusOnMount={moved} />
        </>
      ) : (
        <CodeEntryForm key="code" gate={gate} fallbackSender={boardName} focusOnMount={moved} />
      )}
      <TroubleAccessing troubled={gate.troubled.value} onRequest={gate.openRequest} />
    </section>
  );
}
