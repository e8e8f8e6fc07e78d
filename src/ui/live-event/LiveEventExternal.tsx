/** The noEmbeddedMeeting view: the meeting cannot be framed, so it opens on its own site in a new tab. */
import { joinEvent, joinLinkUnavailable, opensOnItsOwnSite } from '../../i18n/live-event-messages.ts';
import { signInOpensNewTab } from '../../i18n/messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** Props of {@link LiveEventExternal}. */
export interface LiveEventExternalProps {
  /** The event's `meeting_url` when it is an absolute http(s) URL, else null. */
  meetingUrl: string | null;
}

/** A link that opens the meeting in a new tab, or a note when there is no usable link. */
export function LiveEventExternal({ meetingUrl }: LiveEventExternalProps) {
  return (
    <div className="lb-live__notice">
      <p>{opensOnItsOwnSite()}</p>
      {meetingUrl ? (
        <a className="lb-button lb-button--primary" href={meetingUrl} target="_blank" rel="noopener">
          {joinEvent()}
          <span className="lb-sr-only"> {signInOpensNewTab()}</span>
          <Icon name="external" className="lb-icon--trailing" />
        </a>
      ) : (
        <p className="lb-live__muted">{joinLinkUnavailable()}</p>
      )}
    </div>
  );
}
