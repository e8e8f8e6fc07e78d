/** A name with the characters a search matched wrapped in `<mark>` (purely visual: the text reads the same). */
import { Fragment } from 'react';

import { matchedRanges } from './highlight.ts';

/** Renders `text`, marking what `query` matched; plain text when nothing matched. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const ranges = matchedRanges(text, query);
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (from > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, from)}</Fragment>);
    parts.push(
      <mark key={`m${from}`} className="lb-mark">
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
