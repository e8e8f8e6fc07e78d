/**
 * Sources of the consumer project the pack test installs the tarball into: what a developer writes with the
 * package. Kept as text (not .ts files in this repo) so the repo's own `tsc` never resolves `live-board` itself.
 * Each `@ts-expect-error` is a negative case: if the types were `any`, the directive would be unused and fail.
 */

export const ELEMENT_TS = `
import 'live-board/element';
import { ATTR, EVENT, TAG_NAME, type ItemEventDetail, type LiveBoardElement } from 'live-board';

const board = document.querySelector('live-board')!;
const same: LiveBoardElement = board;
board.addEventListener('item-opened', (e) => {
  const id: number = e.detail.itemId;
  const detail: ItemEventDetail = e.detail;
  console.log(id, detail.itemSlug);
});
board.addEventListener('navigate', (e) => {
  if (e.detail.path.startsWith('/private')) e.preventDefault();
});
board.addEventListener('board-error', (e) => console.warn(e.detail.code, e.detail.status));
board.openItem('product-tour');
board.openItem(42);
void board.refresh().then(() => board.version.toUpperCase());
board.boardSlug = 'acme-launch';
const created = document.createElement(TAG_NAME);
created.setAttribute(ATTR.boardSlug, 'acme-launch');
created.addEventListener(EVENT.ready, (e) => console.log(e.detail.boardId + 1));
console.log(same);

// @ts-expect-error item-opened has no detail.nope
board.addEventListener('item-opened', (e) => e.detail.nope);
// @ts-expect-error openItem takes an id or a slug
board.openItem({ id: 1 });
// @ts-expect-error a ready event carries no itemId
board.addEventListener('ready', (e) => e.detail.itemId);
`;

export const APP_TSX = `
import { useRef, useState } from 'react';
import { defineLiveBoard } from 'live-board';
import { LiveBoard, type LiveBoardReactProps } from 'live-board/react';
import type { LiveBoardElement } from 'live-board/element';

export function App() {
  const board = useRef<LiveBoardElement>(null);
  const [opened, setOpened] = useState<string[]>([]);
  const props: LiveBoardReactProps = { boardSlug: 'acme-launch', routing: 'query', pingInterval: 8000 };
  defineLiveBoard();
  return (
    <>
      <LiveBoard
        {...props}
        ref={board}
        className="board"
        onReady={(e) => console.log(e.detail.boardId, e.detail.boardSlug)}
        onItemOpened={(e) => setOpened((list) => [...list, e.detail.itemSlug])}
        onNavigate={(e) => e.preventDefault()}
        onBoardResize={(e) => console.log(e.detail.width * e.detail.height)}
        onBoardError={(e) => console.warn(e.detail.message)}
      />
      <button onClick={() => board.current?.openItem(opened[0] ?? 'product-tour')}>Open</button>
      <live-board board-slug="acme-launch" routing="memory" ref={board} />
      {/* @ts-expect-error itemOpened detail has no nope */}
      <LiveBoard boardSlug="x" onItemOpened={(e) => e.detail.nope} />
      {/* @ts-expect-error routing is query, path or memory */}
      <LiveBoard boardSlug="x" routing="hash" />
      {/* @ts-expect-error no such callback */}
      <LiveBoard boardSlug="x" onItemOpen={() => {}} />
      {/* @ts-expect-error attributes are text */}
      <live-board board-slug={42} />
    </>
  );
}
`;

/** A consumer mistake tsc must report, proving it checks these files against the package's types. */
export const WRONG_TS = `
import 'live-board/element';
document.querySelector('live-board')!.addEventListener('item-opened', (e) => e.detail.itemSlugg);
`;

/** tsconfig of the consumer: strict, library types checked too (skipLibCheck off). */
export function tsconfig(moduleResolution, files) {
  const module = moduleResolution === 'NodeNext' ? 'NodeNext' : 'ESNext';
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module,
      moduleResolution,
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files,
  });
}
