/**
 * The page's interface language: boards ask for theirs, the latest request wins (a conflict is reported once),
 * texts load in their chunk, and a failed load keeps the texts shown, tells the asking board, and can be retried.
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

type UiLocaleModule = typeof import('../../../src/i18n/ui-locale.ts');
type Messages = typeof import('../../../src/i18n/dialog-messages.ts') &
  typeof import('../../../src/i18n/form-messages.ts');

/** Fresh modules (ui-locale keeps page-wide state, @lit/localize configures once per copy). */
async function fresh(loaders?: Record<string, () => Promise<unknown>>): Promise<{ ui: UiLocaleModule; m: Messages }> {
  vi.resetModules();
  if (loaders) {
    const real = await vi.importActual<typeof import('../../../src/i18n/locale-loaders.ts')>(
      '../../../src/i18n/locale-loaders.ts',
    );
    vi.doMock('../../../src/i18n/locale-loaders.ts', () => ({
      LOCALE_LOADERS: { ...real.LOCALE_LOADERS, ...loaders },
    }));
  }
  const ui = await import('../../../src/i18n/ui-locale.ts');
  const m = {
    ...(await import('../../../src/i18n/dialog-messages.ts')),
    ...(await import('../../../src/i18n/form-messages.ts')),
  };
  return { ui, m };
}

const settled = (ui: UiLocaleModule) => vi.waitFor(() => expect(ui.uiLocaleLoading.value).toBe(false));

describe('the interface language', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.doUnmock('../../../src/i18n/locale-loaders.ts');
    warn.mockRestore();
  });

  it('starts in English and switches when a board asks', async () => {
    const { ui, m } = await fresh();
    expect(ui.uiLocale.value).toBe('en-US');
    expect(m.closeLabel()).toBe('Close');
    const onError = vi.fn();
    ui.requestLocale({}, 'de-DE', onError);
    expect(ui.uiLocaleLoading.value).toBe(true);
    await settled(ui);
    expect(ui.uiLocale.value).toBe('de-DE');
    expect(m.closeLabel()).toBe('Schließen');
    expect(m.fieldIsRequired('E-Mail')).toContain('E-Mail');
    expect(onError).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('follows the latest request, warns once about boards that disagree, and falls back when one leaves', async () => {
    const { ui, m } = await fresh();
    const first = {};
    const second = {};
    ui.requestLocale(first, 'de-DE', () => {});
    await settled(ui);
    ui.requestLocale(second, 'ja', () => {});
    await settled(ui);
    expect(ui.uiLocale.value).toBe('ja');
    expect(m.closeLabel()).toBe('閉じる');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/different languages \(de-DE, ja\).*ja, the last one asked for/);
    // The same disagreement again is not reported twice.
    const release = ui.requestLocale(second, 'ja', () => {});
    expect(warn).toHaveBeenCalledTimes(1);
    release();
    await settled(ui);
    expect(ui.uiLocale.value).toBe('de-DE');
  });

  it('keeps the texts when the last board leaves', async () => {
    const { ui } = await fresh();
    const release = ui.requestLocale({}, 'fr-CA', () => {});
    await settled(ui);
    release();
    await Promise.resolve();
    expect(ui.uiLocale.value).toBe('fr-CA');
    expect(ui.uiLocaleLoading.value).toBe(false);
  });

  it('keeps English when the texts fail to load, tells the board, and loads them when asked again', async () => {
    let fail = true;
    const loadFrench = vi.fn(async () => {
      if (fail) throw new Error('network down');
      return { templates: { 'dialog-close': 'Fermer' } };
    });
    const { ui, m } = await fresh({ 'fr-FR': loadFrench });
    const board = {};
    const onError = vi.fn();
    ui.requestLocale(board, 'fr-FR', onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await settled(ui);
    expect(ui.uiLocale.value).toBe('en-US');
    expect(m.closeLabel()).toBe('Close');
    expect(String(warn.mock.calls.at(-1)![0])).toMatch(/the fr-FR texts could not be loaded; the board shows en-US/);

    fail = false;
    ui.requestLocale(board, 'fr-FR', onError);
    await vi.waitFor(() => expect(ui.uiLocale.value).toBe('fr-FR'));
    expect(m.closeLabel()).toBe('Fermer');
    expect(loadFrench).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('touches no browser global on import', async () => {
    const { ui } = await fresh();
    expect(ui.uiLocale.value).toBe('en-US');
    expect(ui.uiLocaleLoading.value).toBe(false);
  });

  it('needs no localization runtime while the board speaks English', async () => {
    const { ui } = await fresh();
    const release = ui.requestLocale({}, 'en-US', () => {});
    expect(ui.uiLocaleLoading.value).toBe(false);
    release();
    // The runtime's module was never asked for: its one setup is still free.
    const lit = await import('@lit/localize');
    expect(() =>
      lit.configureLocalization({
        sourceLocale: 'en',
        targetLocales: ['xx'],
        loadLocale: async () => ({ templates: {} }),
      }),
    ).not.toThrow();
  });

  it('downloads the texts of a language once per request, beside the runtime', async () => {
    const loadSwedish = vi.fn(async () => ({ templates: { 'dialog-close': 'Stäng' } }));
    const { ui, m } = await fresh({ sv: loadSwedish });
    ui.requestLocale({}, 'sv', () => {});
    // Asked for at once, not once the runtime has arrived.
    expect(loadSwedish).toHaveBeenCalledTimes(1);
    await settled(ui);
    expect(ui.uiLocale.value).toBe('sv');
    expect(m.closeLabel()).toBe('Stäng');
    expect(loadSwedish).toHaveBeenCalledTimes(1);
  });
});

describe('a language that lacks a message', () => {
  afterEach(() => vi.doUnmock('../../../src/i18n/locale-loaders.ts'));

  it('shows that message in English, never its id or nothing', async () => {
    const { ui, m } = await fresh({
      'fr-FR': async () => ({ templates: { 'dialog-close': 'Fermer', 'dialog-send': '' } }),
    });
    ui.requestLocale({}, 'fr-FR', () => {});
    await vi.waitFor(() => expect(ui.uiLocale.value).toBe('fr-FR'));
    expect(m.closeLabel()).toBe('Fermer');
    expect(m.sendLabel()).toBe('Send');
    expect(m.firstNameLabel()).toBe('First name');
    expect(m.fieldIsRequired('Email')).toBe('The Email field is required.');
  });
});

describe('a page whose own code configured @lit/localize first', () => {
  it('keeps the board in English with a warning instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    const lit = await import('@lit/localize');
    lit.configureLocalization({
      sourceLocale: 'en',
      targetLocales: ['xx'],
      loadLocale: async () => ({ templates: {} }),
    });
    const ui = await import('../../../src/i18n/ui-locale.ts');
    const onError = vi.fn();
    const board = {};
    expect(() => ui.requestLocale(board, 'de-DE', onError)).not.toThrow();
    await vi.waitFor(() => expect(ui.uiLocaleLoading.value).toBe(false));
    expect(ui.uiLocale.value).toBe('en-US');
    expect(String(warn.mock.calls[0]![0])).toMatch(/already configured on this page; the board shows English/);
    // Asking again does not warn again.
    ui.requestLocale(board, 'ja', onError);
    await vi.waitFor(() => expect(ui.uiLocaleLoading.value).toBe(false));
    expect(ui.uiLocale.value).toBe('en-US');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
