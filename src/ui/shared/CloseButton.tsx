/** The × button of dialogs and cards: a 40 px target named 'Close' (its icon is decorative). */
import { closeLabel } from '../../i18n/form-messages.ts';
import { Icon } from './Icon.tsx';

/** A button with the accessible name `label` ('Close' unless given); `className` adds to `lb-dialog__close`. */
export function CloseButton({
  onClick,
  label = closeLabel(),
  className,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `lb-dialog__close ${className}` : 'lb-dialog__close'}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="close" weight={2.5} />
    </button>
  );
}
