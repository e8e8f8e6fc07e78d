/** "Add to calendar" (schedule.add_to_calendar): downloads the event as an .ics file made on click. */
import type { MouseEvent } from 'react';

import type { LiveEvent } from '../../api/schemas/live-event.ts';
import { addToCalendar } from '../../i18n/live-event-messages.ts';
import { ICS_MIME_TYPE, icsFileName, liveEventIcs } from '../../model/calendar.ts';
import { Icon } from '../shared/Icon.tsx';
import { downloadText } from './download-file.ts';

/** Props of {@link AddToCalendarButton}. */
export interface AddToCalendarButtonProps {
  event: LiveEvent;
  /** The live event store's clock (the file's DTSTAMP). */
  now: () => number;
}

/** A button, not a link: the file is generated at the click, so its stamp is the time it was asked for. */
export function AddToCalendarButton({ event, now }: AddToCalendarButtonProps) {
  const onClick = (click: MouseEvent<HTMLButtonElement>) => {
    const ics = liveEventIcs(event, now());
    const container = click.currentTarget.parentElement;
    if (ics && container) downloadText(ics, icsFileName(event.title), ICS_MIME_TYPE, container);
  };
  return (
    <button type="button" className="lb-button" onClick={onClick}>
      <Icon name="document" className="lb-icon--leading" />
      {addToCalendar()}
    </button>
  );
}
