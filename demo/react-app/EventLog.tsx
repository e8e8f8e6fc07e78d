/** The host app's visible log of the board's callbacks, newest last. */

/** One line of the log: the event name and the fields of its detail the host picked out. */
export interface LogEntry {
  id: number;
  event: string;
  text: string;
  detail: unknown;
}

/** Renders the entries; each carries its event name and detail as data attributes (the browser test reads them). */
export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <aside className="log" aria-label="Board events received by the host app">
      <h2>Callbacks received</h2>
      {entries.length === 0 ? <p className="empty">Waiting for the board…</p> : null}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-event={entry.event} data-detail={JSON.stringify(entry.detail)}>
            <code>{entry.event}</code> {entry.text}
          </li>
        ))}
      </ol>
    </aside>
  );
}
