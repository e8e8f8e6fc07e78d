/**
 * Article items: the owner's `content_html`, sanitized (see `sanitize.ts`) and rendered by React with
 * `dangerouslySetInnerHTML` — only ever given the `TrustedHTML` (or, without Trusted Types, the string) that the
 * board's sanitizing policy returned, so the markup works on pages enforcing Trusted Types. Where it cannot be
 * sanitized (the sanitizer did not load, the page refused the policy) the article's text is shown instead.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { textOnly, trustedHtml } from '../shared/sanitize.ts';
import { useLoadedOnce } from './use-loaded-once.ts';

/** Sanitized markup, or plain text, and the source it was made from (a late answer for an old source is dropped). */
type Article = { source: string; markup: TrustedHTML | string } | { source: string; text: string };

/** A labelled region holding the sanitized article; reports loaded once the article is in the DOM. */
export function ArticleRenderer({ item }: { item: Item }) {
  const loaded = useLoadedOnce(item.id);
  const html = item.content_html ?? '';
  const [article, setArticle] = useState<Article | null>(null);
  const shown = article?.source === html ? article : null;

  useEffect(() => {
    let current = true;
    // Committed synchronously, so the article is in the DOM when `item-viewer-loaded` goes out.
    const show = (next: Article) => {
      if (!current) return;
      flushSync(() => setArticle(next));
      loaded();
    };
    trustedHtml(html).then(
      (markup) => show({ source: html, markup }),
      (error: unknown) => {
        console.error('[live-board] article could not be shown as HTML; showing its text', error);
        show({ source: html, text: textOnly(html) });
      },
    );
    return () => {
      current = false;
    };
  }, [html, loaded]);

  return (
    <div className="lb-render lb-render--article" part="viewer-content">
      <div
        className="lb-render__article"
        role="region"
        aria-label={m.articleLabel(item.name)}
        // `shown.markup` is the same object on every render, so React parses the article once.
        dangerouslySetInnerHTML={shown && 'markup' in shown ? { __html: shown.markup } : undefined}
      >
        {shown && 'text' in shown ? shown.text : undefined}
      </div>
    </div>
  );
}
