/** The device's pixel ratio as a React hook, followed as it changes: a PDF page is drawn for one ratio. */
import { useEffect, useState } from 'react';

/**
 * The device's pixel ratio, followed as it changes (browser zoom, a window moved to another screen): a page drawn
 * for one ratio is blurred at another.
 */
export function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    // A query that stops matching when the ratio changes; the next effect run watches the new one.
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const changed = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [ratio]);
  return ratio;
}
