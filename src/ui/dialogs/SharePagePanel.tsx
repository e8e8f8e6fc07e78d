/** "Share page" (share dialogs): the page link with a copy button and a visible confirmation. */
import { useId, useRef, useState } from 'react';

import { copyLinkLabel, copyLinkManually, linkCopied, pageLinkLabel } from '../../i18n/dialog-messages.ts';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies with the Clipboard API. Where it is missing or refused (insecure page, denied permission), the link is
 * selected in its read-only field and the visitor is told how to copy it.
 */
export function SharePagePanel({ url }: { url: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setState('manual');
    }
  };

  return (
    <div className="lb-share-page">
      <label className="lb-field__label" htmlFor={inputId}>
        {pageLinkLabel()}
      </label>
      <div className="lb-share-page__row">
        <input
          ref={input}
          id={inputId}
          className="lb-field__control"
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="lb-button lb-button--primary" onClick={() => void copy()}>
          {copyLinkLabel()}
        </button>
      </div>
      <p className="lb-share-page__status" role="status">
        {state === 'copied' ? linkCopied() : state === 'manual' ? copyLinkManually() : null}
      </p>
    </div>
  );
}
