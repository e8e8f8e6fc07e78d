/** An icon button of the PDF viewer's toolbar: named by its label, also its tooltip. */
import type { ReactNode } from 'react';

/** Props of {@link ToolbarButton}. */
export interface ToolbarButtonProps {
  label: string;
  disabled?: boolean;
  busy?: boolean;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** An icon button of the toolbar, named by `label` (also its tooltip); `busy` shows it unavailable, focus kept. */
export function ToolbarButton({
  label,
  disabled = false,
  busy = false,
  pressed,
  onClick,
  children,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="lb-pdf__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
