/**
 * The message under a lock field. The alert region is always rendered (empty when there is nothing to say), so
 * a message that appears in it is announced; the field points at it with `aria-describedby` while it has one.
 */

/** Props of {@link LockFieldError}. */
export interface LockFieldErrorProps {
  /** The id the field's `aria-describedby` names. */
  id: string;
  message: string | null;
}

/** `role="alert"` text in the form's error colour. */
export function LockFieldError({ id, message }: LockFieldErrorProps) {
  return (
    <p id={id} className="lb-field__error lb-lock__error" role="alert">
      {message}
    </p>
  );
}
