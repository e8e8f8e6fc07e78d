/**
 * How the board starts a worker of its own — pdf.js's (`pdf-worker.ts`), and the short-lived one that tells which of
 * pdf.js's builds a worker can run (`pdf-build.ts`) — so that a strict host can allow it.
 *
 * A worker's file sits beside the board's chunks. On the host's own origin it starts directly (`worker-src 'self'`);
 * from a CDN on another origin a worker cannot start from that URL, so a one-line module in a `blob:` URL imports it
 * (`worker-src blob:`). Under Trusted Types the URL goes through the board's worker policy,
 * {@link PDF_WORKER_POLICY_NAME}, which accepts only the URLs started here.
 */

/** Name of the Trusted Types policy that starts the PDF workers: hosts list it in their `trusted-types` directive. */
export const PDF_WORKER_POLICY_NAME = 'live-board-pdf';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The policy, made once: a page that enforces Trusted Types refuses a second policy of the same name. */
let policy: ScriptUrlPolicy | null = null;
/** The URLs the policy lets through: those {@link startWorkerFile} started a worker from. */
const allowedUrls = new Set<string>();

/** The worker's start URL under Trusted Types: the board's policy, allowing exactly `url` besides the earlier ones. */
function trustedScriptUrl(url: string): string {
  const factory = (window as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return url;
  allowedUrls.add(url);
  policy ??= factory.createPolicy(PDF_WORKER_POLICY_NAME, {
    createScriptURL: (input) => {
      if (!allowedUrls.has(input)) throw new TypeError(`[live-board] ${PDF_WORKER_POLICY_NAME} refuses ${input}`);
      return input;
    },
  });
  // A TrustedScriptURL where the page enforces Trusted Types; `Worker` accepts it as it accepts a string.
  return policy.createScriptURL(url) as string;
}

/** A module worker named `name`, started from `file` (the URL the build gave it, relative to the page). */
export function startWorkerFile(file: string, name: string): Worker {
  const absolute = new URL(file, document.baseURI).href;
  const sameOrigin = new URL(absolute).origin === location.origin;
  const src = sameOrigin
    ? absolute
    : URL.createObjectURL(new Blob([`await import(${JSON.stringify(absolute)});`], { type: 'text/javascript' }));
  return new Worker(trustedScriptUrl(src), { type: 'module', name });
}
