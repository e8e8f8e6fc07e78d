/**
 * The board's Trusted Types policy. A host page that sends `require-trusted-types-for 'script'` makes every HTML
 * sink (`innerHTML`, and so React's `dangerouslySetInnerHTML`) refuse plain strings; the board then inserts HTML
 * only as `TrustedHTML` made by its own named policy, {@link TRUSTED_TYPES_POLICY_NAME}, which the host allows with
 * `trusted-types live-board dompurify` (DOMPurify parses untrusted markup through a `dompurify` policy of its own).
 *
 * The policy is made on first use and only where `window.trustedTypes` exists, so importing this module touches
 * no DOM (server rendering) and boards without HTML content never register it. Elsewhere the same object hands
 * back strings, which is what those browsers' sinks take.
 */

/** Name of the board's Trusted Types policy: the one a host page lists in its `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY_NAME = 'live-board';

/** Turns markup into what an HTML sink accepts: `TrustedHTML` under Trusted Types, a string elsewhere. */
export interface HtmlPolicy {
  createHTML(input: string): TrustedHTML | string;
}

/** The part of `window.trustedTypes` the board uses (TypeScript's DOM types do not describe it yet). */
interface TrustedTypePolicyFactoryLike {
  createPolicy(name: string, rules: { createHTML(input: string): string }): { createHTML(input: string): TrustedHTML };
}

function policyFactory(): TrustedTypePolicyFactoryLike | null {
  if (typeof window === 'undefined') return null;
  const factory = (window as { trustedTypes?: Partial<TrustedTypePolicyFactoryLike> }).trustedTypes;
  return typeof factory?.createPolicy === 'function' ? (factory as TrustedTypePolicyFactoryLike) : null;
}

/**
 * Makes the board's HTML policy around `toSafeHtml`, the function that turns untrusted input into markup safe to
 * insert (the sanitizer). Call it once per page: a second `createPolicy` with the same name is refused by a host
 * whose `trusted-types` directive lacks `'allow-duplicates'`. Null when the page refuses the policy (its
 * `trusted-types` directive does not name it): such a page enforces Trusted Types, so it would reject every string
 * at the sink too — the caller must show text instead of HTML.
 */
export function createHtmlPolicy(toSafeHtml: (input: string) => string): HtmlPolicy | null {
  const factory = policyFactory();
  if (!factory) return { createHTML: toSafeHtml };
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: toSafeHtml });
  } catch (error) {
    console.warn(
      `[live-board] this page refused the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": list it in the ` +
        'trusted-types directive of the Content-Security-Policy to show article content as HTML',
      error,
    );
    return null;
  }
}
