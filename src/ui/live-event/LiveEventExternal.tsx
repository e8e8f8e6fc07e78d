/** The noEmbeddedMeeting view: the meeting cannot be framed, so it opens on its own site in a new tab. */
import { joinEvent, joinLinkUnavailable, opensOnItsOwnSite } from '../../i18n/live-event-messages.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';

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
        <ExternalLink className="lb-button lb-button--primary" href={meetingUrl}>
          {joinEvent()}
        </ExternalLink>
      ) : (
        <p className="lb-live__muted">{joinLinkUnavailable()}</p>
      )}
    </div>
  );
}
