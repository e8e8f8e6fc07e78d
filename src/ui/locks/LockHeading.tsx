/** The heading of a lock page: a focus target (not a tab stop) for when the page replaces what had focus. */
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** Props of {@link LockHeading}. */
export interface LockHeadingProps {
  id: string;
  /** Takes focus when it appears (the visitor switched pages; the control they used is gone). */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** An `h2` (the board's sections use h2 too; the host page owns the h1). */
export function LockHeading({ id, focusOnMount = false, children }: LockHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only on mount: a later re-render must not pull focus back from the field the visitor is in. In the commit that
  // shows it (a layout effect), so no frame leaves focus on the page's body after the control that had it went.
  const focusOnce = useRef(focusOnMount);
  useLayoutEffect(() => {
    if (focusOnce.current) ref.current?.focus();
  }, []);
  return (
    <h2 id={id} ref={ref} className="lb-lock__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
