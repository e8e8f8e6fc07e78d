/**
 * What a board does to the page around it, beyond its own shadow root: `board-resize` events (docs/element.md), the
 * body classes and scroll lock, and the size report of a framed standalone page. None of it is needed
 * to draw the first screen, so the element loads this module on demand (its own chunk) once the board is mounted.
 */
import { computed } from '@preact/signals-core';

import type { BoardInstance } from '../instance/types.ts';
import { reportFrameSize } from './frame-reporter.ts';
import { watchOpenDialogs } from './open-dialogs.ts';
import { followPageState, greetingShown } from './page-state.ts';
import { observeSize } from './size-reporter.ts';

/** The board's dialogs other than the item viewer (CTA forms, share, confirmations): each locks the page's scroll. */
const MODAL_DIALOGS = 'dialog[open]:not([part~="viewer"])';

/** Wires `instance`'s board in `root` (the element's shadow root) to its page; the returned function undoes it. */
export function wirePage(instance: BoardInstance, root: ShadowRoot): () => void {
  const host = root.host as HTMLElement;
  const dialogs = watchOpenDialogs(root, MODAL_DIALOGS);
  const stops = [
    // Hosts lay out around the board as its rendered size changes.
    observeSize(host, (size) => instance.bus.emit('board-resize', size)),
    // Body classes and the page's scroll lock; released when the board leaves the page.
    followPageState({
      doc: host.ownerDocument,
      standalone: !instance.config.embedded,
      viewerOpen: instance.viewer.isOpen,
      viewerMode: instance.viewer.mode,
      dialogsOpen: dialogs.count,
      greetingOpen: greetingShown(instance.store, instance.greeting),
    }),
    () => dialogs.stop(),
  ];
  // A standalone board page in an iframe reports its size to the embedding page.
  if (!instance.config.embedded) {
    stops.push(
      reportFrameSize(
        host,
        computed(() => instance.store.board.value?.allow_embedding === true),
      ),
    );
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
