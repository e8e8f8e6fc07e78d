/**
 * Host-page side of a framed board: sizes an `<iframe>` showing a standalone board page to the height the board
 * reports. Only messages that come from that iframe's window and from an allowed origin are obeyed, so another
 * frame or a script of another origin cannot resize it. Importing this module touches no browser global.
 */
import { type FrameResizeMessage, isFrameResizeMessage } from './frame-message.ts';

/** Options of {@link resizeFrameOnMessage}. */
export interface FrameResizerOptions {
  /**
   * Origin(s) the board page is served from (`https://boards.example.com`). Defaults to the origin of the
   * iframe's `src`. `'*'` is refused: it would let any page that gets into the frame resize it.
   */
  origin?: string | readonly string[];
  /** Called after each accepted message, once the height is set (to scroll along with `scrollY`, say). */
  onResize?: (message: FrameResizeMessage) => void;
}

function allowedOrigins(iframe: HTMLIFrameElement, origin: FrameResizerOptions['origin']): string[] {
  if (origin !== undefined) {
    const list = typeof origin === 'string' ? [origin] : [...origin];
    if (list.length === 0 || list.some((each) => each === '*' || each.trim() === '')) {
      throw new Error(
        "resizeFrameOnMessage: name the board's origin (e.g. 'https://boards.example.com'); '*' is not accepted",
      );
    }
    return list.map((each) => new URL(each).origin);
  }
  const src = iframe.getAttribute('src');
  const from = src ? new URL(src, iframe.ownerDocument.baseURI).origin : 'null';
  if (from === 'null') {
    throw new Error(
      'resizeFrameOnMessage: the iframe has no http(s) src yet; pass { origin } with the board page origin',
    );
  }
  return [from];
}

/**
 * Sets `iframe`'s height from the `live-board:resize` messages of the board inside it. Returns the function that
 * stops listening.
 */
export function resizeFrameOnMessage(iframe: HTMLIFrameElement, options: FrameResizerOptions = {}): () => void {
  const origins = allowedOrigins(iframe, options.origin);
  const win = iframe.ownerDocument.defaultView;
  if (!win) throw new Error('resizeFrameOnMessage: the iframe must be in a document with a window');
  const onMessage = (event: MessageEvent) => {
    // The source check comes first: contentWindow is the frame's current window, whatever page it shows.
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (!origins.includes(event.origin)) return;
    if (!isFrameResizeMessage(event.data)) return;
    iframe.style.height = `${Math.ceil(event.data.height)}px`;
    options.onResize?.(event.data);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
