/**
 * The message under a gate field. The alert region is always rendered (empty when there is nothing to say), so
 * a message that appears in it is announced; the field points at it with `aria-describedby` while it has one.
 */

/** Props of {@link GateFieldError}. */
export interface GateFieldErrorProps {
  /** The id the field's `aria-describedby` names. */
  id: string;
  message: string | null;
}

/** `role="alert"` text in the form's error colour. */
export function GateFieldError({ id, message }: GateFieldErrorProps) {
  return (
    <p id={id} className="lb-field__error lb-gate__error" role="alert">
      {message}
    </p>
  );
}
