'use client';
/**
 * `live-board/react`: the `<LiveBoard>` component and its prop types. Importing it also types `<live-board>` in JSX.
 */
export type { LiveBoardElement, LiveBoardElementEventMap, LiveBoardEventName } from './element/element-types.ts';
export type { LiveBoardIntrinsicProps, LiveBoardJsxAttributes } from './react/jsx.ts';
export type { LiveBoardReactProps } from './react/LiveBoard.tsx';
export { LiveBoard } from './react/LiveBoard.tsx';
export type { LiveBoardAttributeProps, LiveBoardCallback, LiveBoardCallbackProps } from './react/props.ts';
