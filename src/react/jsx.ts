/**
 * `<live-board>` in React's JSX (React 19 scopes JSX under the `react` module): dash-cased attributes as in HTML,
 * plus the usual HTML attributes, with a ref typed as the element.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

import type { ATTR } from '../base/constants.ts';
import type { LiveBoardElement } from '../element/element-types.ts';

/** Attributes of `<live-board>` in JSX, dash-cased as in HTML (`board-slug`, `api-base`, …). */
export type LiveBoardJsxAttributes = { [K in keyof typeof ATTR as (typeof ATTR)[K]]?: string };

/** Props of `<live-board>` in JSX. */
export type LiveBoardIntrinsicProps = DetailedHTMLProps<HTMLAttributes<LiveBoardElement>, LiveBoardElement> &
  LiveBoardJsxAttributes;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is augmented, not declared
  namespace JSX {
    interface IntrinsicElements {
      'live-board': LiveBoardIntrinsicProps;
    }
  }
}
