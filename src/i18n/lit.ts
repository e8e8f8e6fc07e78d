/**
 * `msg` and `str` of @lit/localize, taken from the modules that define them. The package's index also re-exports
 * its localization runtime (`configureLocalization`), a module with top-level code that bundlers therefore keep
 * wherever the index is imported; importing through here, the runtime ships only with `locale-switch.ts`, which
 * loads when a board first speaks a language other than English. (lit-localize's extractor recognises the two
 * by their types, so messages written with these are extracted as before.)
 */
export { msg } from '@lit/localize/init/install.js';
export { str } from '@lit/localize/internal/str-tag.js';
