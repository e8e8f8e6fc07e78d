/**
 * The first-screen endpoint's answer, one type for every side that handles it: the renderer's result it is made of
 * (render.tsx), the reference API's route that sends it, the CDN loader that paints it (paint.ts) and the board that
 * takes it over (takeover.ts). The wire format is documented in docs/server.md (`first_screen`).
 */
import type { RenderedFirstScreen } from './render.tsx';

/** `GET …/boards/{boardId}/first_screen`: the rendered screen, and the answers it was rendered from. */
export interface FirstScreenAnswer extends Omit<RenderedFirstScreen, 'rendered'> {
  /** Each answer of the board's first round, under the path of the request it answers (as the board names itself). */
  readonly data: Readonly<Record<string, unknown>>;
}
