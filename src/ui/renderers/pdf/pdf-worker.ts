/**
 * The PDF worker, without pdf.js: the PDF engine's chunk (pdf.js) and the worker's file are the two large downloads of
 * a first PDF, so the board starts the worker while pdf.js is still on its way ({@link warmPdfWorker}, from
 * `pdf-engine-loader.ts`), and pdf.js takes the running worker over (`pdf-engine.ts`).
 *
 * The worker file sits beside the board's chunks. On the host's own origin it starts directly (`worker-src 'self'`);
 * from a CDN on another origin a worker cannot start from that URL, so a one-line module in a `blob:` URL imports it
 * (`worker-src blob:`). Under Trusted Types the URL goes through the board's worker policy,
 * {@link PDF_WORKER_POLICY_NAME}, which accepts that one URL only.
 *
 * The worker is of the same pdf.js build as the engine's chunk (`pdf-build.ts`): the two talk a build's own
 * protocol.
 */
import modernWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import legacyWorkerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

import { pdfJsBuild } from './pdf-build.ts';

/** Name of the Trusted Types policy that starts the PDF worker: hosts list it in their `trusted-types` directive. */
export const PDF_WORKER_POLICY_NAME = 'live-board-pdf';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The policy, made once: a page that enforces Trusted Types refuses a second policy of the same name. */
let policy: ScriptUrlPolicy | null = null;
/** The one URL the policy lets through (it does not change within a page). */
let allowedUrl = '';

/** The worker's start URL under Trusted Types: the board's policy, allowing exactly `url`. */
function trustedScriptUrl(url: string): string {
  const factory = (window as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return url;
  allowedUrl = url;
  policy ??= factory.createPolicy(PDF_WORKER_POLICY_NAME, {
    createScriptURL: (input) => {
      if (input !== allowedUrl) throw new TypeError(`[live-board] ${PDF_WORKER_POLICY_NAME} refuses ${input}`);
      return input;
    },
  });
  // A TrustedScriptURL where the page enforces Trusted Types; `Worker` accepts it as it accepts a string.
  return policy.createScriptURL(url) as string;
}

/** Starts the worker and waits for its first message (pdf.js talks at once: a worker not listening would lose it). */
async function startWorker(): Promise<Worker> {
  const workerUrl = pdfJsBuild() === 'modern' ? modernWorkerUrl : legacyWorkerUrl;
  const absolute = new URL(workerUrl, document.baseURI).href;
  const sameOrigin = new URL(absolute).origin === location.origin;
  const src = sameOrigin
    ? absolute
    : URL.createObjectURL(new Blob([`await import(${JSON.stringify(absolute)});`], { type: 'text/javascript' }));
  const worker = new Worker(trustedScriptUrl(src), { type: 'module', name: 'live-board-pdf' });
  await new Promise<void>((resolve, reject) => {
    const ready = (event: MessageEvent) => {
      if ((event.data as { action?: unknown } | null)?.action !== 'ready') return;
      worker.removeEventListener('message', ready);
      resolve();
    };
    worker.addEventListener('message', ready);
    worker.addEventListener(
      'error',
      () => reject(new Error(`[live-board] the PDF worker did not start (${absolute})`)),
      { once: true },
    );
  });
  return worker;
}

let shared: Promise<Worker> | null = null;

/** The page's one PDF worker, started on first use; a failed start is tried again next time. */
export function pdfWorker(): Promise<Worker> {
  shared ??= startWorker().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** Starts the worker ahead of pdf.js; a failure is left for the viewer's own start to meet (and show). */
export function warmPdfWorker(): void {
  pdfWorker().catch(() => {});
}
