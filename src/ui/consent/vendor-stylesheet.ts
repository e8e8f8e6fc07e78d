/**
 * A consent vendor's Css (vendor-provider mode) as a constructable stylesheet: no `<style>` element, so it needs
 * no CSP `unsafe-inline`, and it is adopted only by the vendor markup's own shadow root, so it cannot restyle the
 * board. Rules that would fetch anything (`url()`, `image-set()`, `@import`) are dropped: before consent, a
 * stylesheet must not become a way to call a third party.
 */

const REMOTE = /url\(|image-set\(|@import/i;

/** The vendor's Css as a sheet, or null where it cannot be parsed or constructable stylesheets are missing. */
export function vendorStyleSheet(css: string): CSSStyleSheet | null {
  try {
    const sheet = new CSSStyleSheet();
    // replaceSync ignores @import rules already; the check below catches every other fetch.
    sheet.replaceSync(css);
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      if (REMOTE.test(sheet.cssRules[index]?.cssText ?? '')) sheet.deleteRule(index);
    }
    return sheet;
  } catch (error) {
    console.warn('[live-board] the consent vendor’s styles were ignored', error);
    return null;
  }
}
