/** What stands in for a part while its chunk downloads: a polite status, never an empty click. */
import { partLoading } from '../../i18n/messages.ts';

/** A status line; `overlay` floats it over the board (for parts that open over it: the viewer, dialogs). */
export function LazyPartLoading({ overlay = false }: { overlay?: boolean }) {
  return (
    <p className={overlay ? 'lb-chunk-loading lb-chunk-loading--overlay' : 'lb-chunk-loading'} role="status">
      {partLoading()}
    </p>
  );
}
