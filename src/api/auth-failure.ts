/**
 * What a 401 or 410 answer leads to (docs/decisions.md "401 and 410"): a standalone board page navigates or reloads;
 * a board embedded in someone else's page never touches that page and shows its own state instead.
 */

/** The decision for one 401/410. `url` is where sign-in happens (already checked to be safe). */
export type AuthFailureAction =
  | { kind: 'navigate'; url: string }
  | { kind: 'reload'; url: null }
  | { kind: 'show-sign-in'; url: string }
  | { kind: 'remount'; url: null };

/** Facts the decision depends on. */
export interface AuthFailureContext {
  embedded: boolean;
  pageOrigin: string;
  apiBase: string;
  signinPath: string;
}

/** Decides what a 401 (with its `redirect_url`) or a 410 leads to. */
export function decideAuthFailure(
  status: 401 | 410,
  redirectUrl: string | null,
  context: AuthFailureContext,
): AuthFailureAction {
  if (status === 410) return context.embedded ? { kind: 'remount', url: null } : { kind: 'reload', url: null };
  if (context.embedded) {
    // The sign-in page belongs to the API's site, not the host page; a foreign redirect is never followed.
    const apiOrigin = new URL(context.apiBase, context.pageOrigin).origin;
    const safe = safeRedirect(redirectUrl, apiOrigin);
    return { kind: 'show-sign-in', url: safe ?? new URL(context.signinPath, apiOrigin).href };
  }
  return { kind: 'navigate', url: safeRedirect(redirectUrl, context.pageOrigin) ?? context.signinPath };
}

/**
 * `redirect` resolved against `origin` when it is relative or same-origin and uses http(s); null otherwise
 * (a redirect to another site would be an open redirect). Protocol-relative `//host` counts as foreign.
 */
export function safeRedirect(redirect: string | null, origin: string): string | null {
  if (!redirect) return null;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.origin !== origin) return null;
  return target.href;
}
