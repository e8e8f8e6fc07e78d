/**
 * Every visitor-facing string, each named once and routed through @lit/localize's `msg()` so the 22 locales can
 * translate it. Call these at render time (not at import) so a locale switch re-renders them.
 */
import { boardText, type BoardTexts } from './board-texts.ts';
import { msg, str } from './lit.ts';

/** A general failure. */
export const anErrorOccurred = () => msg('An Error Occurred', { id: 'an-error-occurred' });
/** The visitor cannot reach this board. */
export const troubleAccessing = () =>
  msg('Sorry you are having trouble accessing this page', { id: 'trouble-accessing' });
/** Companion line of `troubleAccessing`. */
export const checkWithRepresentative = () =>
  msg('Please check with your company representative to gain access', { id: 'check-with-representative' });
/** Label of the home category. */
export const homeLabel = () => msg('Home', { id: 'home' });
/** Footer credit. */
export const createdBy = () => msg('Created by', { id: 'created-by' });
/** The mobile menu label. */
export const contentsLabel = () => msg('Contents', { id: 'contents' });

export const tryAgain = () => msg('Try again', { id: 'try-again' });
export const loadingBoard = () => msg('Loading board…', { id: 'loading-board' });
export const loadingItems = () => msg('Loading items…', { id: 'loading-items' });
export const itemsLoadFailed = () => msg('These items could not be loaded.', { id: 'items-load-failed' });
export const noItemsToDisplay = () => msg('There is nothing to show on this board yet.', { id: 'no-items' });
export const boardNotFound = () => msg('This board does not exist or is no longer shared.', { id: 'board-not-found' });
export const boardLocked = () => msg('This board is protected. Unlock it to see its content.', { id: 'board-locked' });
export const signInToView = () => msg('Sign in to view this board', { id: 'sign-in-to-view' });
export const opensNewTab = () => msg('(opens in a new tab)', { id: 'opens-new-tab' });
export const boardExpired = () => msg('This board has changed. Reloading it…', { id: 'board-expired' });
export const categoriesLabel = () => msg('Categories', { id: 'categories' });
export const itemsLabel = (categoryName: string) => msg(str`Items in ${categoryName}`, { id: 'items-in' });
export const mostViewed = () => msg('Most viewed', { id: 'most-viewed' });
export const leadingItemLabel = () => msg('Featured', { id: 'featured' });
export const opensInNewTab = (name: string) => msg(str`${name} (opens in a new tab)`, { id: 'name-opens-new-tab' });
/** Developer-facing: the element was given neither attribute. Names what the caller must do. */
export const missingBoardAttribute = () =>
  msg('<live-board> needs a board-slug or board-id attribute.', { id: 'missing-board-attribute' });

/** Tile indicator: the visitor liked this item (shown when likes are on). */
export const likedLabel = () => msg('Liked', { id: 'liked' });
/** Heading of the contact card when the owner gave it no title. */
export const contactCardTitle = () => msg('Get in touch', { id: 'contact-card-title' });

// Labels of presented item types. Product names go through msg() too, so a locale may adapt them.
/** Item type label: doc. */
export const itemTypeDocument = () => msg('Document', { id: 'item-type-doc' });
/** Item type label: xls. */
export const itemTypeSpreadsheet = () => msg('Spreadsheet', { id: 'item-type-xls' });
/** Item type label: ppt. */
export const itemTypePresentation = () => msg('Presentation', { id: 'item-type-ppt' });
/** Item type label: pdf. */
export const itemTypePdf = () => msg('PDF', { id: 'item-type-pdf' });
/** Item type label: video. */
export const itemTypeVideo = () => msg('Video', { id: 'item-type-video' });
/** Item type label: image. */
export const itemTypeImage = () => msg('Image', { id: 'item-type-image' });
/** Item type label: youtube. */
export const itemTypeYoutube = () => msg('YouTube', { id: 'item-type-youtube' });
/** Item type label: vimeo. */
export const itemTypeVimeo = () => msg('Vimeo', { id: 'item-type-vimeo' });
/** Item type label: wistia. */
export const itemTypeWistia = () => msg('Wistia', { id: 'item-type-wistia' });
/** Item type label: vidyard. */
export const itemTypeVidyard = () => msg('Vidyard', { id: 'item-type-vidyard' });
/** Item type label: brighttalk. */
export const itemTypeBrighttalk = () => msg('BrightTALK', { id: 'item-type-brighttalk' });
/** Item type label: brightcove. */
export const itemTypeBrightcove = () => msg('Brightcove', { id: 'item-type-brightcove' });
/** Item type label: prezi. */
export const itemTypePrezi = () => msg('Prezi', { id: 'item-type-prezi' });
/** Item type label: linkedin_post. */
export const itemTypeLinkedinPost = () => msg('LinkedIn post', { id: 'item-type-linkedin-post' });
/** Item type label: facebook_video. */
export const itemTypeFacebookVideo = () => msg('Facebook video', { id: 'item-type-facebook-video' });
/** Item type label: article. */
export const itemTypeArticle = () => msg('Article', { id: 'item-type-article' });
/** Item type label: snapshot. */
export const itemTypeSnapshot = () => msg('Snapshot', { id: 'item-type-snapshot' });
/** Item type label: oembed. */
export const itemTypeEmbed = () => msg('Embed', { id: 'item-type-oembed' });
/** Item type label: link. */
export const itemTypeLink = () => msg('Link', { id: 'item-type-link' });

// ---------- Items area: category header, search, tiles ----------

/**
 * One formatter per language: making an `Intl` formatter costs far more than using it, and a board formats a count
 * for every category entry (16 ms of its first render on this machine when each call made its own).
 */
function perLocale<T>(make: (locale: string | undefined) => T): (locale: string | undefined) => T {
  const made = new Map<string | undefined, T>();
  return (locale) => {
    let found = made.get(locale);
    if (found === undefined) made.set(locale, (found = make(locale)));
    return found;
  };
}
const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/**
 * English counts under 1,000 need neither separators nor more than "one" and "other", and the first `Intl`
 * formatter of a page costs about 20 ms of main thread (the engine loads its locale data) — the largest single
 * cost of the first screen's texts. Those counts skip `Intl`; every other count and language uses it.
 */
const plainEnglish = (count: number, locale: string | undefined) =>
  Number.isInteger(count) && count >= 0 && count < 1000 && locale !== undefined && /^en(-|$)/i.test(locale);

/** A count with the locale's thousands separators (numbers are shown with thousands separators). */
export const formatCount = (count: number, locale?: string) =>
  plainEnglish(count, locale) ? String(count) : numberFormat(locale).format(count);
const isOne = (count: number, locale?: string) =>
  plainEnglish(count, locale) ? count === 1 : pluralRules(locale).select(count) === 'one';

/**
 * Category header: how many items the current category holds. A board may word it itself (`items-count`,
 * `items-count-one`, with `%{itemsCount}`).
 */
export const itemsCount = (count: number, locale?: string, texts?: BoardTexts | null) => {
  const n = formatCount(count, locale);
  const one = isOne(count, locale);
  return boardText(texts, one ? ['items-count-one', 'items-count'] : ['items-count'], { itemsCount: n }, () =>
    one ? msg(str`${n} item`, { id: 'items-count-one' }) : msg(str`${n} items`, { id: 'items-count' }),
  );
};
/**
 * The search results count ('%{resultsCount} search results'), with thousands separators. A board may
 * word it itself (`search-results-count`, `search-results-count-one`).
 */
export const searchResultsCount = (count: number, locale?: string, texts?: BoardTexts | null) => {
  const resultsCount = formatCount(count, locale);
  const one = isOne(count, locale);
  return boardText(
    texts,
    one ? ['search-results-count-one', 'search-results-count'] : ['search-results-count'],
    { resultsCount },
    () =>
      one
        ? msg(str`${resultsCount} search result`, { id: 'search-results-count-one' })
        : msg(str`${resultsCount} search results`, { id: 'search-results-count' }),
  );
};
/** A search whose first page came back empty (a board may word it: `no-search-results`). */
export const noSearchResults = (texts?: BoardTexts | null) =>
  boardText(texts, ['no-search-results'], {}, () => msg('No search results were found', { id: 'no-search-results' }));
/** Under the results heading: what was searched for (a board may word it: `search-results-for`, `%{query}`). */
export const searchResultsFor = (query: string, texts?: BoardTexts | null) =>
  boardText(texts, ['search-results-for'], { query }, () =>
    msg(str`Results for “${query}”`, { id: 'search-results-for' }),
  );
/** Heading while the first page of results loads. */
export const searchingLabel = () => msg('Searching…', { id: 'searching' });
/** The search field's accessible name. */
export const searchFieldLabel = () => msg('Search this board', { id: 'search-field' });
/** The search field's submit button. */
export const searchLabel = () => msg('Search', { id: 'search' });
/** Closing search returns to the previous category. */
export const closeSearch = () => msg('Close search', { id: 'close-search' });
/** Name of the results grid. */
export const searchResultsLabel = () => msg('Search results', { id: 'search-results' });
/** Name of the category header's breadcrumb trail. */
export const breadcrumbLabel = () => msg('Breadcrumb', { id: 'breadcrumb' });

/** The default label of the stop-tracking action. */
export const doNotTrackMe = () => msg('Do not track me', { id: 'do-not-track-me' });
export const trackingStopped = () => msg('You are no longer tracked on this visit.', { id: 'tracking-stopped' });

// ---------- Parts loaded on demand: while loading, and when their code fails (shared by every part) ----------

/** Leaves a part (a failed one, the access request view). */
export const goBack = () => msg('Back', { id: 'part-back' });
/** Shown where a part goes while its code loads. */
export const partLoading = () => msg('Loading…', { id: 'part-loading' });
/** A part's code could not be loaded (chunk load error or timeout). */
export const chunkLoadFailed = () => msg('This part of the page could not be loaded.', { id: 'part-load-failed' });

// ---------- Calls to action and the seller card of the first screen ----------

/** Dialog title of a send-message CTA whose owner gave no label. */
export const sendMessageTitle = () => msg('Send a message', { id: 'dialog-title-message' });
/** Dialog title of a form CTA whose owner gave no label. */
export const contactFormTitle = () => msg('Contact us', { id: 'dialog-title-form' });
/** Dialog title of a share CTA whose owner gave no label. */
export const shareTitle = () => msg('Share this board', { id: 'dialog-title-share' });
/** Announced while the seller's card loads. */
export const loadingContact = () => msg('Loading contact details…', { id: 'dialog-seller-loading' });
