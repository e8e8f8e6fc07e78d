/** Hands a generated file (the event's .ics) to the browser as a download, through a short-lived Blob URL. */

/**
 * How long the Blob URL lives after the click. The download starts from the click, but some browsers read the
 * URL a moment later; a few seconds is safe and the file is tiny.
 */
export const BLOB_URL_LIFETIME_MS = 10_000;

/**
 * Downloads `text` as `fileName`. The temporary link is placed in `container` (inside the shadow root, so the
 * host page's DOM is never touched) for the click, then removed; the Blob URL is revoked afterwards.
 */
export function downloadText(text: string, fileName: string, type: string, container: Element): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = container.ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  container.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  }
}
