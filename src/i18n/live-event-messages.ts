/**
 * Visitor-facing strings of the live event, routed through @lit/localize's `msg()` like the main
 * catalogue (`messages.ts`). Call them at render time so a locale switch re-renders them.
 */
import { msg, str } from './lit.ts';

/** Name of the live event region. */
export const liveEventRegion = () => msg('Live event', { id: 'live-event-region' });
/** Event type zoom. */
export const liveEventTypeZoom = () => msg('Zoom meeting', { id: 'live-event-type-zoom' });
/** Event type stream. */
export const liveEventTypeStream = () => msg('Live stream', { id: 'live-event-type-stream' });
/** Event type simulive: a recording broadcast as if live. */
export const liveEventTypeSimulive = () => msg('Simulive', { id: 'live-event-type-simulive' });
/** Tag while the meeting is on. */
export const liveNow = () => msg('Live now', { id: 'live-event-live-now' });

/**
 * Coarse countdown for assistive technology; `duration` is already localised ("3 hours"), rounded up, so "less
 * than" keeps the sentence true until the next step.
 */
export const startsWithin = (duration: string) =>
  msg(str`Starts in less than ${duration}`, { id: 'live-event-starts-within' });
/** The countdown reached the start. */
export const startingNow = () => msg('Starting now', { id: 'live-event-starting-now' });
/** Name of the visible countdown. */
export const countdownLabel = () => msg('Time until the event starts', { id: 'live-event-countdown' });
/** Caption under the days of the countdown. */
export const countdownDays = () => msg('Days', { id: 'live-event-countdown-days' });
/** Caption under the hours of the countdown. */
export const countdownHours = () => msg('Hours', { id: 'live-event-countdown-hours' });
/** Caption under the minutes of the countdown. */
export const countdownMinutes = () => msg('Minutes', { id: 'live-event-countdown-minutes' });
/** Caption under the seconds of the countdown. */
export const countdownSeconds = () => msg('Seconds', { id: 'live-event-countdown-seconds' });
/** Downloads the event's .ics file (schedule.add_to_calendar). */
export const addToCalendar = () => msg('Add to calendar', { id: 'live-event-add-to-calendar' });

/** Title of the meeting's frame. */
export const meetingFrameTitle = (title: string) => msg(str`Live event: ${title}`, { id: 'live-event-frame-title' });
/** Leaves the embedded meeting (view leftMeeting). */
export const leaveEvent = () => msg('Leave the event', { id: 'live-event-leave' });
/** The leftMeeting view. */
export const youLeftTheEvent = () => msg('You left the event', { id: 'live-event-you-left' });
/** Returns to the meeting from leftMeeting. */
export const rejoinEvent = () => msg('Rejoin', { id: 'live-event-rejoin' });

/** Heading of the postMeeting view. */
export const thanksForJoining = () => msg('Thanks for your interest', { id: 'live-event-thanks' });
/** Body of the postMeeting view. */
export const eventHasEnded = () => msg('This event has ended.', { id: 'live-event-ended' });
/** Link to the recording (`event_urls.post_meeting`). */
export const watchRecording = () => msg('Watch the recording', { id: 'live-event-watch-recording' });

/** The noEmbeddedMeeting view: the meeting cannot be shown inside the board. */
export const opensOnItsOwnSite = () => msg('This event takes place on its own site.', { id: 'live-event-own-site' });
/** Link to the meeting in a new tab. */
export const joinEvent = () => msg('Join the event', { id: 'live-event-join' });
/** The noEmbeddedMeeting view without a usable link. */
export const joinLinkUnavailable = () =>
  msg('The link to join this event is not available yet.', { id: 'live-event-link-unavailable' });
