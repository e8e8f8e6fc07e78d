/** Keeps something mounted while it animates out, so a closing banner can slide away before it disappears. */
import { useEffect, useState } from 'react';

/**
 * `mounted` stays true for `exitMs` after `open` turns false, with `leaving` true meanwhile; with `exitMs` 0
 * (reduced motion) it unmounts at once.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; leaving: boolean } {
  const [lingering, setLingering] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // Adjusting state while rendering (React's pattern for derived state): no extra frame without the banner.
    setWasOpen(open);
    setLingering(!open && exitMs > 0);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), exitMs);
    return () => clearTimeout(timer);
  }, [lingering, exitMs]);
  return { mounted: open || lingering, leaving: !open && lingering };
}
