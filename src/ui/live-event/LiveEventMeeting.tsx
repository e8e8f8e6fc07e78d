/** The meeting view: the event's meeting page framed in the board, and a button to leave it. */
import { leaveEvent, meetingFrameTitle } from '../../i18n/live-event-messages.ts';

/** Props of {@link LiveEventMeeting}. */
export interface LiveEventMeetingProps {
  /** An absolute http(s) URL (checked by the caller). */
  url: string;
  title: string;
  onLeave: () => void;
  /** Focus "Leave" on mount: the visitor just rejoined, and the button they pressed is gone. */
  takeFocus: boolean;
}

/** The frame may use camera, microphone, full screen and screen sharing: what a webinar client asks for. */
export function LiveEventMeeting({ url, title, onLeave, takeFocus }: LiveEventMeetingProps) {
  return (
    <div className="lb-live__meeting">
      <div className="lb-live__stage">
        <iframe
          part="live-event-frame"
          className="lb-live__frame"
          src={url}
          title={meetingFrameTitle(title)}
          allow="camera; microphone; fullscreen; display-capture"
        />
      </div>
      <div className="lb-live__actions">
        <button type="button" className="lb-button" onClick={onLeave} autoFocus={takeFocus}>
          {leaveEvent()}
        </button>
      </div>
    </div>
  );
}
