/** The live event (spec §3, §7), apart from the lead's schemas so that it loads with the live-event stage. */
import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';

/** Live event types and views (spec §3). */
export const LiveEventType = v.picklist(['zoom', 'stream', 'simulive']);
export const LiveEventView = v.picklist(['preMeeting', 'meeting', 'postMeeting', 'leftMeeting', 'noEmbeddedMeeting']);

/** One live event (spec §3). */
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

/** `GET /live_board/v2/boards/{boardId}/live_event` (spec §7); `event` is null when the board has none. */
export const LiveEventResponseSchema = v.object({ event: v.nullable(LiveEventSchema) });

export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;
export type LiveEventViewName = v.InferOutput<typeof LiveEventView>;
