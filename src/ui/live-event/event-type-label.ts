/** Visitor-facing labels of the live event types (zoom, stream, simulive). */
import type { LiveEvent } from '../../api/schemas/live-event.ts';
import { liveEventTypeSimulive, liveEventTypeStream, liveEventTypeZoom } from '../../i18n/live-event-messages.ts';

const LABELS: Readonly<Record<LiveEvent['type'], () => string>> = {
  zoom: liveEventTypeZoom,
  stream: liveEventTypeStream,
  simulive: liveEventTypeSimulive,
};

/** The label of an event type, in the current locale. */
export function liveEventTypeLabel(type: LiveEvent['type']): string {
  return LABELS[type]();
}
