/** The live event, apart from the lead's schemas so that it loads with the live-event stage. */
import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';

/** Live event types and views. */
export const LiveEventType = v.picklist(['zoom', 'stream', 'simulive']);
export const LiveEventView = v.picklist(['preMeeting', 'meeting', 'postMeeting', 'leftMeeting', 'noEmbeddedMeeting']);

/** One live event. */
export const LiveEventSchema = v.object({
  id: Id,
  type: LiveEventType,
  title: v.string(),
  subtitle: OptionalText,
  schedule: v.object({
    enabled: v.boolean(),
    start_time: OptionalText,
    end_time: OptionalText,
    add_to_calendar: v.boolean(),
  }),
  meeting_url: OptionalText,
  event_urls: v.object({
    pre_meeting: OptionalText,
    meeting: OptionalText,
    post_meeting: OptionalText,
  }),
});

/** `GET /live_board/v2/boards/{boardId}/live_event`; `event` is null when the board has none. */
export const LiveEventResponseSchema = v.object({ event: v.nullable(LiveEventSchema) });

export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;
export type LiveEventViewName = v.InferOutput<typeof LiveEventView>;
