/**
 * A host React app using the `<LiveBoard>` wrapper: typed callbacks feed a visible log, a ref calls the element's
 * methods, and a switch lets the host's router take over navigation (`preventDefault()` on `navigate`).
 */
import { useRef, useState } from 'react';

// A real app imports from the package: `import { LiveBoard } from 'live-board/react'`. The demo builds from the
// source so it always shows the current wrapper.
import { LiveBoard, type LiveBoardElement } from '../../src/react.ts';
import { EventLog, type LogEntry } from './EventLog.tsx';

let nextId = 0;

export function App() {
  const board = useRef<LiveBoardElement>(null);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [hostRoutes, setHostRoutes] = useState(false);
  const log = (event: string, text: string, detail: unknown) =>
    setEntries((list) => [...list, { id: nextId++, event, text, detail }]);

  return (
    <div className="layout">
      <header>
        <strong>Acme Partner Portal</strong>
        <span>
          a React app hosting the board through <code>live-board/react</code>
        </span>
      </header>
      <main>
        <div className="toolbar">
          <button type="button" onClick={() => board.current?.closeViewer()}>
            Close viewer (ref)
          </button>
          <button type="button" onClick={() => void board.current?.refresh()}>
            Refresh board (ref)
          </button>
          <label>
            <input type="checkbox" checked={hostRoutes} onChange={(e) => setHostRoutes(e.target.checked)} /> Host router
            takes over navigation
          </label>
        </div>
        <LiveBoard
          ref={board}
          boardSlug="acme-launch"
          onReady={(e) => log('ready', `board ${e.detail.boardSlug} (#${e.detail.boardId})`, e.detail)}
          onNavigate={(e) => {
            if (hostRoutes) e.preventDefault();
            log('navigate', `${e.detail.path}${hostRoutes ? ' (taken over by the host)' : ''}`, e.detail);
          }}
          onCategoryChange={(e) => log('category-change', e.detail.categorySlug, e.detail)}
          onItemOpened={(e) =>
            log('item-opened', `${e.detail.itemSlug} (#${e.detail.itemId}, ${e.detail.itemType})`, e.detail)
          }
          onItemClosed={(e) => log('item-closed', e.detail.itemSlug, e.detail)}
          onSearch={(e) => log('search', `"${e.detail.query}": ${e.detail.resultsCount} results`, e.detail)}
          onCtaClick={(e) => log('cta-click', `${e.detail.label} (${e.detail.area})`, e.detail)}
          onConsent={(e) => log('consent', e.detail.hasConsent ? 'given' : 'not given', e.detail)}
          onBoardError={(e) => log('board-error', `${e.detail.code}: ${e.detail.message}`, e.detail)}
        />
      </main>
      <EventLog entries={entries} />
    </div>
  );
}
