/**
 * The public surface of the live-board package. Anything not exported here is private and may change.
 */
export { ApiError } from './api/errors.ts';
export { ATTR, EVENT, TAG_NAME } from './base/constants.ts';
export type { LiveBoardElement, LiveBoardElementEventMap, LiveBoardEventName } from './element/element-types.ts';
export type { LiveBoardProps } from './element/LiveBoardElement.tsx';
export { defineLiveBoard, getLiveBoardElement, setDefaultApiBase } from './element/LiveBoardElement.tsx';
export type { FrameResizeMessage } from './host/frame-message.ts';
export { FRAME_RESIZE_MESSAGE } from './host/frame-message.ts';
export type { FrameResizerOptions } from './host/frame-resizer.ts';
export { resizeFrameOnMessage } from './host/frame-resizer.ts';
export type { BoardTexts } from './i18n/board-texts.ts';
export type { Locale } from './i18n/locale-match.ts';
export type {
  BoardErrorDetail,
  BoardEventMap,
  BoardEventName,
  CtaEventDetail,
  ItemEventDetail,
} from './model/event-bus.ts';
