/**
 * The language the live event formats dates in: an explicit locale if given, else the nearest `lang` attribute
 * above the section — crossing shadow roots up to the host page's `<html lang>` — else en-US.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** The fallback language (docs/element.md `locale` default). */
export const DEFAULT_LANG = 'en-US';

/** A canonical BCP 47 tag, or null for an empty or malformed one. */
function canonical(tag: string | null | undefined): string | null {
  const value = tag?.trim();
  if (!value) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

/** The nearest usable `lang` from `node` up, crossing shadow boundaries; null when there is none. */
export function findLang(node: Node | null): string | null {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element) {
      const lang = canonical(current.closest('[lang]')?.getAttribute('lang'));
      if (lang) return lang;
    }
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** `locale` when it is a valid tag, else the `lang` around `ref` (read after each render), else en-US. */
export function useLang(ref: RefObject<Element | null>, locale?: string | null): string {
  const explicit = canonical(locale);
  const [found, setFound] = useState<string | null>(null);
  // Runs after every render (it is cheap): the section mounts late and the host may change `lang` at any time.
  // It sets state only on a change: even a same-value update costs a bail-out render, which leaves the signals
  // effect of `useSignals()` open until the next microtask.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose (see above)
  useLayoutEffect(() => {
    if (explicit) return;
    const next = findLang(ref.current ?? document.documentElement);
    if (next !== found) setFound(next);
  });
  return explicit ?? found ?? DEFAULT_LANG;
}
