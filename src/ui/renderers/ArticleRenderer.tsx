/**
 * Article items (spec §2): the owner's `content_html`, sanitized (see `sanitize.ts`) and inserted through the
 * one helper that works under Trusted Types — never with `dangerouslySetInnerHTML`.
 */
import { useEffect, useRef } from 'react';
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { setSanitizedHtml } from './sanitize.ts';
import { useLoadedOnce } from './use-loaded-once.ts';

/** A labelled region holding the sanitized article. */
export function ArticleRenderer({ item }: { item: Item }) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useLoadedOnce(item.id);
  const html = item.content_html ?? '';

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current = true;
    element.replaceChildren();
    setSanitizedHtml(element, html).then(
      () => {
        if (current) loaded();
      },
      (error: unknown) => console.error('[live-board] article could not be shown', error),
    );
    return () => {
      current = false;
    };
  }, [html, loaded]);

  return (
    <div className="lb-render lb-render--article" part="viewer-content">
      <div ref={ref} className="lb-render__article" role="region" aria-label={m.articleLabel(item.name)} />
    </div>
  );
}
