/// <reference types="mocha" />
/**
 * A host React 19 app (development build, StrictMode) that mounts and unmounts `<LiveBoard>` — as a route change
 * does — must not log any React error. The board's own React root used to be unmounted synchronously while the host
 * was committing, which React reports as "Attempted to synchronously unmount a root while React was already
 * rendering".
 */
import { expect } from 'chai';
import { StrictMode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { LiveBoard } from '../../src/react/LiveBoard.tsx';
import { waitFor } from './helpers.ts';

let show: (visible: boolean) => void = () => {};

function HostApp() {
  const [visible, setVisible] = useState(true);
  // eslint-disable-next-line react-hooks/globals -- the test drives the host's route from outside: it takes the setter
  show = setVisible;
  return <main>{visible ? <LiveBoard boardSlug="acme-launch" routing="memory" /> : <p>Another route</p>}</main>;
}

describe('a host React app mounting and unmounting <LiveBoard> under StrictMode', function () {
  this.timeout(120_000);

  it('logs no error and leaves no board behind', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <StrictMode>
            <HostApp />
          </StrictMode>,
        ),
      );
      for (let round = 0; round < 3; round++) {
        const board = await waitFor(() => container.querySelector('live-board'), 'the board');
        await waitFor(() => board.shadowRoot?.querySelector('[part~="tile"]'), 'its first tile');
        // The route changes: the host commits the removal of the board.
        flushSync(() => show(false));
        expect(container.querySelector('live-board')).to.equal(null);
        // Its inner root goes after the host's commit: nothing is left rendered in the detached element's shadow root.
        await waitFor(() => board.shadowRoot!.childElementCount === 0, 'the detached board to let its content go');
        flushSync(() => show(true));
      }
      const last = await waitFor(() => container.querySelector('live-board'), 'the last board');
      await waitFor(() => last.shadowRoot?.querySelector('[part~="tile"]'), 'its first tile');
      root.unmount();
      // Once its inner root is gone, whatever its unmount had to say is in the log.
      await waitFor(() => last.shadowRoot!.childElementCount === 0, 'the last board to let its content go');
    } finally {
      console.error = original;
      container.remove();
    }
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });

  it('keeps the board when the host moves it within the same commit', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    try {
      const board = document.createElement('live-board');
      board.setAttribute('board-slug', 'acme-launch');
      board.setAttribute('routing', 'memory');
      first.append(board);
      await waitFor(() => board.shadowRoot?.querySelector('[part~="tile"]'), 'the first tile');
      const tile = board.shadowRoot!.querySelector('[part~="tile"]');
      // Moved in one go (disconnected, then connected before any microtask): the content stays as it was.
      second.append(board);
      // Only a window for a teardown that should not come (a microtask, then the release's zero timeout): a slow
      // machine cannot make it fail a board that stays.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(board.shadowRoot!.querySelector('[part~="tile"]')).to.equal(tile);
    } finally {
      console.error = original;
      first.remove();
      second.remove();
    }
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });
});
