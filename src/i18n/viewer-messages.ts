/**
 * Visitor-facing strings of the item viewer and the item renderers (item viewer, mobile items header,
 * item-description expander), each named once and routed through `msg()` (ids prefixed `viewer-`). Call them at
 * render time so a locale switch re-renders them.
 */
import { msg, str } from './lit.ts';

// ---------- Viewer frame ----------

/** Accessible name of the viewer while its item is still loading (the heading has no item name yet). */
export const loadingItem = () => msg('Loading item…', { id: 'viewer-loading-item' });
/** Position of the item in its journey; both numbers arrive formatted with thousands separators. */
export const itemCounter = (position: string, total: string) =>
  msg(str`${position} of ${total}`, { id: 'viewer-counter' });
/** Accessible version of the counter: "Item 3 of 250". */
export const itemCounterLabel = (position: string, total: string) =>
  msg(str`Item ${position} of ${total}`, { id: 'viewer-counter-label' });
/** Close button (thick ×, or a back chevron on the mobile classic theme). */
export const closeViewer = () => msg('Close', { id: 'viewer-close' });
/** Journey: the item before. */
export const previousItem = () => msg('Previous item', { id: 'viewer-previous' });
/** Journey: the item after. */
export const nextItem = () => msg('Next item', { id: 'viewer-next' });
/** Group of the header actions (new tab, download, like): the mobile items header. */
export const itemActionsLabel = () => msg('Item actions', { id: 'viewer-actions' });

// ---------- Actions ----------

/** Action: open the item in a new tab. */
export const openInNewTab = () => msg('Open in new tab', { id: 'viewer-open-new-tab' });
/** Action: download the item. */
export const download = () => msg('Download', { id: 'viewer-download' });
/** The download URL is being requested. */
export const downloading = () => msg('Preparing download…', { id: 'viewer-downloading' });
/** Failure flag of a download. */
export const downloadFailed = () => msg('The download failed. Try again.', { id: 'viewer-download-failed' });
/** Action: like the item (a toggle button: `aria-pressed` says whether it is liked). */
export const like = () => msg('Like', { id: 'viewer-like' });
/** Failure flag of a like: the mark was rolled back. */
export const likeFailed = () => msg('Your like could not be saved. Try again.', { id: 'viewer-like-failed' });
/** Dismisses a failure flag. */
export const dismiss = () => msg('Dismiss', { id: 'viewer-dismiss' });

// ---------- States ----------

/** The journey request failed. */
export const itemLoadFailed = () => msg('This item could not be loaded.', { id: 'viewer-load-failed' });
/** Retry of a failed journey request. */
export const retry = () => msg('Try again', { id: 'viewer-retry' });

// ---------- Description expander ----------

/** Expander: show the whole description. */
export const showMore = () => msg('More', { id: 'viewer-more' });
/** Expander: clamp the description again. */
export const showLess = () => msg('Less', { id: 'viewer-less' });

// ---------- Renderers ----------

/** Video card: the format cannot play in a browser, or there is no file. */
export const videoCannotPlay = () => msg("This video can't be played here", { id: 'viewer-video-cannot-play' });
/** File card: the file has no preview the browser can show. */
export const fileNoPreview = () => msg("This file can't be previewed here", { id: 'viewer-file-no-preview' });
/** File card: nothing to show for an item (no content, no usable URL). */
export const nothingToShow = () => msg('There is nothing to show for this item.', { id: 'viewer-nothing-to-show' });
/** Bar under a framed site: the site may refuse to be shown in a frame and the browser will not say. */
export const framedSiteHint = () =>
  msg("If this page stays blank, the site doesn't allow being shown here.", { id: 'viewer-framed-hint' });
/** Card shown when a frame has not loaded after a few seconds. */
export const frameSlow = () =>
  msg("This content is taking a long time to load, or the site doesn't allow it to be shown here.", {
    id: 'viewer-frame-slow',
  });
/** Title of a framed site or player, for assistive technology: "{name} (YouTube)". */
export const frameTitle = (name: string, type: string) => msg(str`${name} (${type})`, { id: 'viewer-frame-title' });
/** Article body region. */
export const articleLabel = (name: string) => msg(str`Article: ${name}`, { id: 'viewer-article' });

// ---------- PDF viewer ----------

/** Toolbar of a PDF drawn by the board. */
export const documentControls = () => msg('Document controls', { id: 'viewer-pdf-controls' });
/** Goes to the page before the one in view. */
export const previousPage = () => msg('Previous page', { id: 'viewer-pdf-previous-page' });
/** Goes to the page after the one in view. */
export const nextPage = () => msg('Next page', { id: 'viewer-pdf-next-page' });
/** The page in view, for assistive technology (the toolbar shows "3 / 12"); numbers arrive formatted. */
export const pageOf = (page: string, total: string) => msg(str`Page ${page} of ${total}`, { id: 'viewer-pdf-page-of' });
/** One page of the document, as a group. */
export const pageLabel = (page: string) => msg(str`Page ${page}`, { id: 'viewer-pdf-page' });
/** Makes the pages larger. */
export const zoomIn = () => msg('Zoom in', { id: 'viewer-pdf-zoom-in' });
/** Makes the pages smaller. */
export const zoomOut = () => msg('Zoom out', { id: 'viewer-pdf-zoom-out' });
/** Sizes the pages to the viewer's width again. */
export const fitToWidth = () => msg('Fit to width', { id: 'viewer-pdf-fit-width' });
/** While the document opens. */
export const documentLoading = () => msg('Loading document…', { id: 'viewer-pdf-loading' });
/** The document could not be opened (a network fault, a damaged file). */
export const documentFailed = () => msg('This document could not be shown.', { id: 'viewer-pdf-failed' });
/** Prints the document (offered where the item may be downloaded). */
export const printDocument = () => msg('Print', { id: 'viewer-pdf-print' });
/** While the pages are drawn for printing (a progress bar's name, and announced). */
export const preparingPrint = () => msg('Preparing the document for printing…', { id: 'viewer-pdf-print-preparing' });
/** Drawing the pages for printing failed. */
export const printFailed = () => msg('The document could not be printed.', { id: 'viewer-pdf-print-failed' });

// ---------- Players of video sites, behind a facade ----------

/** The facade's play button: loads the site's player and plays. */
export const playVideo = (name: string) => msg(str`Play ${name}`, { id: 'viewer-player-play' });
/** Before the site's player loads on a board that needs cookie consent and has none yet. */
export const playerNeedsConsent = (site: string) =>
  msg(str`Playing this loads ${site}'s player, which may set cookies.`, { id: 'viewer-player-consent' });
/** Gives cookie consent and plays. */
export const acceptAndPlay = () => msg('Accept cookies and play', { id: 'viewer-player-accept' });
/** The visitor declined cookies: the player stays unloaded. */
export const playerDeclined = (site: string) =>
  msg(str`You declined cookies, so ${site}'s player can't be shown here.`, { id: 'viewer-player-declined' });
