/**
 * After an unlock the lock is gone and the board takes its place: focus moves to the board's heading, so keyboard
 * and screen-reader users continue at the top of what they unlocked instead of at the start of the page.
 */

/** How many animation frames to wait for the board to render after the reload resolved. */
const MAX_FRAMES = 120;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The heading of the ready board under `root`: the items heading, else the first heading, else the board region. */
function boardHeading(root: ParentNode): HTMLElement | null {
  const board = root.querySelector<HTMLElement>('.lb-board');
  if (!board) return null;
  return (
    board.querySelector<HTMLElement>('.lb-items__heading') ?? board.querySelector<HTMLElement>('h1, h2, h3') ?? board
  );
}

/**
 * Waits (a few frames at most) for the ready board under `root` — the element's shadow root, taken from the lock
 * before it unmounted — and focuses its heading. Resolves true when focus moved.
 */
export async function focusBoardHeading(root: Node | null | undefined): Promise<boolean> {
  if (!root || !('querySelector' in root)) return false;
  for (let frame = 0; frame < MAX_FRAMES; frame += 1) {
    const heading = boardHeading(root as ParentNode);
    if (heading) {
      // Headings are not focusable by default; -1 makes them a focus target without adding a tab stop.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    }
    await nextFrame();
  }
  return false;
}
