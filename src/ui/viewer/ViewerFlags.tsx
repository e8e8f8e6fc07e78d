/** Failure flags of the viewer's actions ("error flag set"): each says what failed and can be dismissed. */
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** One flag to show. */
export interface ViewerFlag {
  readonly key: string;
  readonly message: string;
  readonly onDismiss: () => void;
}

/** The flags, each an alert (announced when it appears). */
export function ViewerFlags({ flags }: { flags: readonly ViewerFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className="lb-viewer__flags">
      {flags.map((flag) => (
        <div key={flag.key} className="lb-viewer__flag" role="alert" data-flag={flag.key}>
          <Icon name="alert" />
          <p>{flag.message}</p>
          <button type="button" className="lb-viewer__flag-dismiss" aria-label={m.dismiss()} onClick={flag.onDismiss}>
            <Icon name="close" weight={2.5} />
          </button>
        </div>
      ))}
    </div>
  );
}
