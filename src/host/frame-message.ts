/**
 * The message a framed board posts to its parent page (docs/element.md): `{ type: 'live-board:resize', height,
 * scrollY }`, sent only to the embedding origin and only when the board allows embedding — never to `'*'`.
 */

import { FRAME_RESIZE_MESSAGE } from '../base/constants.ts';

export { FRAME_RESIZE_MESSAGE };

/** What a framed board reports: the height its page needs and how far it is scrolled, in CSS pixels. */
export interface FrameResizeMessage {
  readonly type: typeof FRAME_RESIZE_MESSAGE;
  readonly height: number;
  readonly scrollY: number;
}

/** Whether `data` (a `message` event's data, from anyone) is a well-formed resize message. */
export function isFrameResizeMessage(data: unknown): data is FrameResizeMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === FRAME_RESIZE_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height >= 0 &&
    typeof message.scrollY === 'number' &&
    Number.isFinite(message.scrollY)
  );
}
