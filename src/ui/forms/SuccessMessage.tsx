/** The success message box: shown where a form was, 'Thank You' unless the owner says otherwise. */
import { useEffect, useRef } from 'react';

import { thankYou } from '../../i18n/dialog-messages.ts';
import { closeLabel } from '../../i18n/form-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** Props of {@link SuccessMessage}. */
export interface SuccessMessageProps {
  /** The text; blank or missing shows the translated 'Thank You'. */
  message?: string | null;
  /** Shows a Close button when given. */
  onClose?: () => void;
  /** Moves focus to the message when it appears (it replaces the focused form). Default true. */
  focusOnMount?: boolean;
}

const TICK_IN_CIRCLE = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7.5 12.5l3 3 6-6.5';

/**
 * A status box. It takes focus when it appears, because it replaces the form whose submit button had focus,
 * and focus must not fall back to the page; being focused, it is also read out.
 */
export function SuccessMessage({ message, onClose, focusOnMount = true }: SuccessMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div ref={ref} className="lb-success" part="success-message" role="status" tabIndex={-1}>
      <Icon path={TICK_IN_CIRCLE} className="lb-success__icon" />
      <p className="lb-success__text">{message?.trim() || thankYou()}</p>
      {onClose && (
        <button type="button" className="lb-button lb-button--primary" onClick={onClose}>
          {closeLabel()}
        </button>
      )}
    </div>
  );
}
