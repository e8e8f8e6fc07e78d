/**
 * The live event: title, subtitle, type and schedule above the view the visitor is in —
 * preMeeting (countdown, add to calendar), meeting (the framed meeting, leave), postMeeting (thanks, recording),
 * leftMeeting (rejoin) or noEmbeddedMeeting (a link to the meeting's own site). Renders nothing without an event.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';

import type { LiveEvent, LiveEventViewName } from '../../api/schemas/live-event.ts';
import { liveEventRegion, liveNow } from '../../i18n/live-event-messages.ts';
import { embeddableMeetingUrl, type LiveEventStore, scheduleTimes } from '../../model/live-event-store.ts';
import { absoluteHttpUrl } from '../../model/outbound-link.ts';
import { useLang } from '../shared/use-lang.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { liveEventTypeLabel } from './event-type-label.ts';
import { LiveEventCountdown } from './LiveEventCountdown.tsx';
import { LiveEventEnded } from './LiveEventEnded.tsx';
import { LiveEventExternal } from './LiveEventExternal.tsx';
import { LiveEventLeft } from './LiveEventLeft.tsx';
import { LiveEventMeeting } from './LiveEventMeeting.tsx';
import { LiveEventSchedule } from './LiveEventSchedule.tsx';
import { useClockTransitions } from './use-clock-transitions.ts';

/** Props of {@link LiveEventSection}. */
export interface LiveEventSectionProps {
  store: LiveEventStore;
  /** Language for dates and numbers; by default the nearest `lang` around the board, else en-US. */
  locale?: string | null;
}

interface ViewProps {
  store: LiveEventStore;
  event: LiveEvent;
  view: LiveEventViewName;
  lang: string;
  /** The visitor just switched views with a button that is now gone: the new view's button takes focus. */
  takeFocus: boolean;
  onLeave: () => void;
  onRejoin: () => void;
}

function ViewBody({ store, event, view, lang, takeFocus, onLeave, onRejoin }: ViewProps) {
  switch (view) {
    case 'preMeeting': {
      const { start } = scheduleTimes(event);
      const calendar = event.schedule.add_to_calendar && start !== null;
      return (
        <div className="lb-live__pre">
          {start !== null && <LiveEventCountdown start={start} now={store.now} lang={lang} />}
          {calendar && (
            <div className="lb-live__actions">
              <AddToCalendarButton event={event} now={store.now} />
            </div>
          )}
        </div>
      );
    }
    case 'meeting': {
      const url = embeddableMeetingUrl(event);
      // Only an absolute http(s) URL is ever framed; without one the visitor gets the link instead.
      if (!url) return <LiveEventExternal meetingUrl={absoluteHttpUrl(event.meeting_url)} />;
      return <LiveEventMeeting url={url} title={event.title} onLeave={onLeave} takeFocus={takeFocus} />;
    }
    case 'postMeeting':
      return <LiveEventEnded recordingUrl={absoluteHttpUrl(event.event_urls.post_meeting)} />;
    case 'leftMeeting':
      return <LiveEventLeft onRejoin={onRejoin} takeFocus={takeFocus} />;
    case 'noEmbeddedMeeting':
      return <LiveEventExternal meetingUrl={absoluteHttpUrl(event.meeting_url)} />;
  }
}

/** A named region (`part="live-event"`) with the event's title as its heading. */
export function LiveEventSection({ store, locale = null }: LiveEventSectionProps) {
  useSignals();
  const ref = useRef<HTMLElement>(null);
  const lang = useLang(ref, locale);
  const [switched, setSwitched] = useState(false);
  useClockTransitions(store);

  const event = store.event.value;
  const view = store.view.value;
  if (!event || !view) return null;

  const { start, end } = scheduleTimes(event);
  const subtitle = event.subtitle?.trim() || null;
  const byVisitor = (action: () => void) => () => {
    setSwitched(true);
    action();
  };

  return (
    <section
      ref={ref}
      part="live-event"
      className={`lb-section lb-card lb-live lb-live--${view}`}
      aria-label={liveEventRegion()}
      data-view={view}
    >
      <div className="lb-live__header">
        <p className="lb-live__tags">
          <span className="lb-tag lb-tag--theme">{liveEventTypeLabel(event.type)}</span>
          {view === 'meeting' && <span className="lb-tag lb-live__on-air">{liveNow()}</span>}
        </p>
        <h2 className="lb-live__title">{event.title}</h2>
        {subtitle && <p className="lb-live__subtitle">{subtitle}</p>}
        {start !== null && <LiveEventSchedule start={start} end={end} lang={lang} />}
      </div>
      <ViewBody
        store={store}
        event={event}
        view={view}
        lang={lang}
        takeFocus={switched}
        onLeave={byVisitor(store.leaveMeeting)}
        onRejoin={byVisitor(store.joinMeeting)}
      />
    </section>
  );
}
