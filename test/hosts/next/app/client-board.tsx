'use client';
/** The board inside a client component of the host's: callbacks, which a server component cannot pass. */
import { LiveBoard, type LiveBoardReactProps } from 'live-board/react';
import { useState } from 'react';

export function ClientBoard(props: LiveBoardReactProps) {
  const [ready, setReady] = useState(0);
  return (
    <>
      <p id="host-ready" data-count={ready}>
        Ready {ready} times
      </p>
      <LiveBoard {...props} onReady={() => setReady((count) => count + 1)} />
    </>
  );
}
