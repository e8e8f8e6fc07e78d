/**
 * Hands a download URL to the browser. A link with `download` saves same-origin files directly; a cross-origin
 * URL ignores `download` and navigates instead, so the link also opens a new tab: the host page is never
 * navigated away, whatever the file server answers.
 */

/** Clicks a temporary `<a download target=_blank rel=noopener>` placed in `parent` (inside the open dialog). */
export function startDownload(url: string, parent: Element): void {
  const doc = parent.ownerDocument;
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.target = '_blank';
  link.rel = 'noopener';
  link.hidden = true;
  parent.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
