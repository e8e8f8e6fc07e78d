/** The postMeeting view: thanks, and the recording when the event has one (`event_urls.post_meeting`). */
import { eventHasEnded, thanksForJoining, watchRecording } from '../../i18n/live-event-messages.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';

/** Props of {@link LiveEventEnded}. */
export interface LiveEventEndedProps {
  /** An absolute http(s) URL, or null. */
  recordingUrl: string | null;
}

/** The recording opens in a new tab. */
export function LiveEventEnded({ recordingUrl }: LiveEventEndedProps) {
  return (
    <div className="lb-live__notice">
      <p className="lb-live__notice-title">{thanksForJoining()}</p>
      <p>{eventHasEnded()}</p>
      {recordingUrl && (
        <ExternalLink className="lb-button lb-button--primary" href={recordingUrl}>
          {watchRecording()}
        </ExternalLink>
      )}
    </div>
  );
}
