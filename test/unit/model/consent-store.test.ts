import { describe, expect, it, vi } from 'vitest';

import type { BoardPrivacy } from '../../../src/api/schemas/board.ts';
import type { CampaignElement, OrganizationSettings, VendorConsent } from '../../../src/api/schemas/privacy.ts';
import type { ConsentCookie } from '../../../src/model/consent-cookie.ts';
import {
  type ConsentPort,
  type ConsentRecordStorage,
  consentStorageKey,
  createConsentStore,
  localConsentStorage,
} from '../../../src/model/consent-store.ts';
import { type BoardEventMap, createEventBus } from '../../../src/model/event-bus.ts';

const ORG = 2;
const NOW = Date.parse('2026-06-01T12:00:00Z');

const PRIVACY: BoardPrivacy = {
  cookie_management: 'internal',
  privacy_policy: 'explicit',
  privacy_warning_check: true,
  regulated_countries_only: true,
  privacy_warning_provider: null,
  element_id: 9001,
  message: 'Board message',
  link: 'https://acme.example/eu/privacy',
  is_top: false,
  can_close: true,
};

const SETTINGS: OrganizationSettings = {
  organization_id: ORG,
  name: 'Acme Europe GmbH',
  logo_url: null,
  privacy_message: 'Org message',
  privacy_link: 'https://acme.example/privacy',
  vendor_consent_url: 'https://vendor.example/consent',
  vendor_sitename: 'acme-europe',
};

const ELEMENT: CampaignElement = {
  id: 9001,
  board_id: 106,
  element_type: 'privacy_message',
  message: 'Element message',
  link: 'https://acme.example/eu/privacy',
  link_label: 'Learn More',
};

const vendorAnswer = (overrides: Partial<VendorConsent> = {}): VendorConsent => ({
  CookieName: 'acme-europe_consent',
  IsConsentRequired: true,
  MinimumConsentDate: '2026-01-01T00:00:00Z',
  Markup: '<div class="vendor-consent"><p>acme-europe uses cookies with your consent.</p></div>',
  Js: 'window.__vendorRan = true',
  Css: '.vendor-consent{padding:12px}',
  ...overrides,
});

/** A storage that records every call, so tests can prove nothing was written. */
function memoryStorage(initial: ConsentCookie | null = null) {
  const records = new Map<number, ConsentCookie>();
  if (initial) records.set(initial.organizationId, initial);
  const storage = {
    read: vi.fn((id: number) => records.get(id) ?? null),
    write: vi.fn((record: ConsentCookie) => void records.set(record.organizationId, record)),
    remove: vi.fn((id: number) => void records.delete(id)),
  } satisfies ConsentRecordStorage;
  return { storage, records };
}

interface SetupOptions {
  privacy?: Partial<BoardPrivacy>;
  country?: string | null;
  stored?: ConsentCookie | null;
  host?: 'granted' | 'denied' | null;
  vendor?: VendorConsent | Error;
  leadId?: number | null;
  trackable?: boolean;
  /** The page's cookies (`document.cookie`). */
  cookies?: string;
}

function setup(options: SetupOptions = {}) {
  const bus = createEventBus();
  const events: BoardEventMap['consent'][] = [];
  bus.on('consent', (detail) => events.push(detail));
  const port = {
    countryCode: vi.fn(async () => (options.country === undefined ? 'DE' : options.country)),
    sessionCookies: vi.fn(async () => {}),
    recordConsent: vi.fn(async (_body: Parameters<ConsentPort['recordConsent']>[0]) => {}),
    organizationSettings: vi.fn(async () => SETTINGS),
    campaignElement: vi.fn(async (_id: number, _type: string) => ELEMENT),
    vendorConsent: vi.fn(async (_url: string, _query: Parameters<ConsentPort['vendorConsent']>[1]) => {
      if (options.vendor instanceof Error) throw options.vendor;
      return options.vendor ?? vendorAnswer();
    }),
  } satisfies ConsentPort;
  const { storage, records } = memoryStorage(options.stored ?? null);
  let trackable = options.trackable ?? true;
  const consent = createConsentStore({
    port,
    bus,
    storage,
    hostConsent: options.host ?? null,
    organizationId: ORG,
    privacy: { ...PRIVACY, ...options.privacy },
    leadId: () => options.leadId ?? 77,
    isTrackable: () => trackable,
    domain: 'host.example.org',
    now: () => NOW,
    cookies: () => options.cookies ?? '',
  });
  return { consent, port, storage, records, events, setTrackable: (value: boolean) => void (trackable = value) };
}

/** Lets the fire-and-forget calls (session cookies, the consent record) settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consent store: initial state and check', () => {
  it('starts closed, without consent, pending, and requests nothing', () => {
    const { consent, port, events } = setup();
    expect(consent.open.value).toBe(false);
    expect(consent.hasConsent.value).toBe(false);
    expect(consent.state.value).toBe('pending');
    expect(port.countryCode).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('opens the banner with the privacy message element when consent is needed (regulated country)', async () => {
    const { consent, port, storage, events } = setup({ country: 'DE' });
    await consent.check();
    expect(consent.open.value).toBe(true);
    expect(consent.state.value).toBe('pending');
    expect(consent.hasConsent.value).toBe(false);
    expect(consent.content.value).toMatchObject({
      message: 'Element message',
      link: 'https://acme.example/eu/privacy',
      isTop: false,
      canClose: true,
    });
    expect(port.campaignElement).toHaveBeenCalledWith(9001, 'privacy_message');
    expect(port.sessionCookies).not.toHaveBeenCalled();
    expect(storage.write).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: false, origin: 'required' }]);
  });

  it('treats consent as given and creates the server cookies when not needed (other country)', async () => {
    const { consent, port, storage, events } = setup({ country: 'US' });
    await consent.check();
    await flush();
    expect(consent.open.value).toBe(false);
    expect(consent.state.value).toBe('granted');
    expect(consent.hasConsent.value).toBe(true);
    expect(port.sessionCookies).toHaveBeenCalledTimes(1);
    expect(port.recordConsent).not.toHaveBeenCalled();
    expect(storage.write).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: true, origin: 'not_required' }]);
  });

  it('decides at once, without any request, when the privacy warning is off', async () => {
    const { consent, port, events } = setup({ privacy: { privacy_warning_check: false } });
    const checking = consent.check();
    expect(consent.state.value).toBe('granted');
    await checking;
    expect(port.countryCode).not.toHaveBeenCalled();
    expect(port.organizationSettings).not.toHaveBeenCalled();
    expect(port.sessionCookies).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ hasConsent: true, origin: 'not_required' }]);
  });

  it.each([
    ['answers no country', (port: ReturnType<typeof setup>['port']) => port.countryCode.mockResolvedValueOnce(null)],
    ['fails', (port: ReturnType<typeof setup>['port']) => port.countryCode.mockRejectedValueOnce(new Error('offline'))],
  ])('asks when the geo lookup %s (no data): in doubt the visitor may be in the EU', async (_name, arrange) => {
    const { consent, port } = setup();
    arrange(port);
    await consent.check();
    expect(port.countryCode).toHaveBeenCalledTimes(1);
    expect(consent.open.value).toBe(true);
    expect(consent.state.value).toBe('pending');
  });

  it('asks everyone, without a geo lookup, when the board is not limited to regulated countries', async () => {
    const { consent, port } = setup({ privacy: { regulated_countries_only: false }, country: 'US' });
    await consent.check();
    expect(consent.open.value).toBe(true);
    expect(port.countryCode).not.toHaveBeenCalled();
  });

  it('takes a consent stored earlier for the organization: no banner, server cookies, nothing recorded again', async () => {
    const { consent, port, events } = setup({
      stored: { organizationId: ORG, hasConsent: true, givenAt: '2026-03-01T00:00:00Z' },
    });
    await consent.check();
    await flush();
    expect(consent.open.value).toBe(false);
    expect(consent.state.value).toBe('granted');
    expect(port.countryCode).not.toHaveBeenCalled();
    expect(port.sessionCookies).toHaveBeenCalledTimes(1);
    expect(port.recordConsent).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: true, origin: 'stored' }]);
  });

  it('ignores a stored consent of another organization', async () => {
    const { consent } = setup({ stored: { organizationId: 1, hasConsent: true, givenAt: '2026-03-01T00:00:00Z' } });
    await consent.check();
    expect(consent.open.value).toBe(true);
  });

  it('falls back to the board’s and then the default message when the sources fail', async () => {
    const { consent, port } = setup();
    port.campaignElement.mockRejectedValueOnce(new Error('404'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await consent.check();
    expect(consent.content.value?.message).toBe('Board message');
  });

  it('needs the board before checking', async () => {
    const bus = createEventBus();
    const store = createConsentStore({ port: {} as ConsentPort, bus, storage: null });
    await expect(store.check()).rejects.toThrow(/organizationId, privacy/);
  });
});

describe('consent store: the visitor decides', () => {
  it('give: stores the per-organization record, creates server cookies, records, sets hasConsent, closes, emits', async () => {
    const { consent, port, records, events } = setup({ country: 'fr', leadId: 77 });
    await consent.check();
    consent.give();
    expect(consent.hasConsent.value).toBe(true);
    expect(consent.state.value).toBe('granted');
    expect(consent.open.value).toBe(false);
    expect(records.get(ORG)).toEqual({ organizationId: ORG, hasConsent: true, givenAt: '2026-06-01T12:00:00.000Z' });
    await flush();
    expect(port.sessionCookies).toHaveBeenCalledTimes(1);
    expect(port.recordConsent).toHaveBeenCalledWith({ lead_id: 77, consent_origin: 'banner', iso_code: 'FR' });
    expect(events).toEqual([
      { hasConsent: false, origin: 'required' },
      { hasConsent: true, origin: 'banner' },
    ]);
  });

  it('give twice records once', async () => {
    const { consent, port } = setup();
    await consent.check();
    consent.give();
    consent.give();
    await flush();
    expect(port.recordConsent).toHaveBeenCalledTimes(1);
  });

  it('reject: nothing stored, no server cookies, nothing recorded, closed, denied, emits hasConsent false', async () => {
    const { consent, port, storage, events } = setup();
    await consent.check();
    consent.reject();
    await flush();
    expect(consent.state.value).toBe('denied');
    expect(consent.hasConsent.value).toBe(false);
    expect(consent.open.value).toBe(false);
    expect(storage.write).not.toHaveBeenCalled();
    expect(port.sessionCookies).not.toHaveBeenCalled();
    expect(port.recordConsent).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ hasConsent: false, origin: 'banner' });
  });

  it('close only closes: still pending, nothing stored, no event', async () => {
    const { consent, storage, port, events } = setup();
    await consent.check();
    consent.close();
    await flush();
    expect(consent.open.value).toBe(false);
    expect(consent.state.value).toBe('pending');
    expect(consent.hasConsent.value).toBe(false);
    expect(storage.write).not.toHaveBeenCalled();
    expect(port.sessionCookies).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: false, origin: 'required' }]);
  });
});

describe('consent store: first interaction', () => {
  it('brings a closed banner back under the explicit policy, once per visit', async () => {
    const { consent } = setup({ privacy: { privacy_policy: 'explicit' } });
    await consent.check();
    consent.close();
    consent.onFirstInteraction('open-item');
    expect(consent.open.value).toBe(true);
    expect(consent.state.value).toBe('pending');
    consent.close();
    consent.onFirstInteraction('like');
    expect(consent.open.value).toBe(false);
  });

  it('counts as consent under the implicit policy, recorded with origin interaction', async () => {
    const { consent, port, records, events } = setup({ privacy: { privacy_policy: 'implicit' } });
    await consent.check();
    consent.onFirstInteraction('download');
    expect(consent.state.value).toBe('granted');
    expect(consent.open.value).toBe(false);
    expect(records.get(ORG)?.hasConsent).toBe(true);
    await flush();
    expect(port.recordConsent).toHaveBeenCalledWith(expect.objectContaining({ consent_origin: 'interaction' }));
    expect(events.at(-1)).toEqual({ hasConsent: true, origin: 'interaction' });
  });

  it('triggers nothing for a lead who is not tracked, or once consent is decided or not needed', async () => {
    const untracked = setup({ privacy: { privacy_policy: 'implicit' }, trackable: false });
    await untracked.consent.check();
    untracked.consent.onFirstInteraction('outbound-link');
    expect(untracked.consent.state.value).toBe('pending');

    const rejected = setup({ privacy: { privacy_policy: 'implicit' } });
    await rejected.consent.check();
    rejected.consent.reject();
    rejected.consent.onFirstInteraction('like');
    expect(rejected.consent.state.value).toBe('denied');

    const notNeeded = setup({ country: 'US' });
    await notNeeded.consent.check();
    notNeeded.consent.onFirstInteraction('open-item');
    expect(notNeeded.consent.open.value).toBe(false);
  });
});

describe('consent store: the host decides (docs/element.md)', () => {
  it('consent="granted": granted from the start, no banner, server cookies and a host record at the check', async () => {
    const { consent, port, storage, events } = setup({ host: 'granted' });
    expect(consent.state.value).toBe('granted');
    await consent.check();
    await flush();
    expect(consent.open.value).toBe(false);
    expect(port.sessionCookies).toHaveBeenCalledTimes(1);
    expect(port.recordConsent).toHaveBeenCalledWith(expect.objectContaining({ consent_origin: 'host' }));
    // The host's consent tool remembers its own decision.
    expect(storage.write).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: true, origin: 'host' }]);
  });

  it('consent="denied": denied from the start, no banner, nothing written, an earlier record forgotten', async () => {
    const { consent, port, storage, records, events } = setup({
      host: 'denied',
      stored: { organizationId: ORG, hasConsent: true, givenAt: '2026-03-01T00:00:00Z' },
    });
    expect(consent.state.value).toBe('denied');
    await consent.check();
    await flush();
    expect(consent.open.value).toBe(false);
    expect(storage.write).not.toHaveBeenCalled();
    expect(records.has(ORG)).toBe(false);
    expect(port.sessionCookies).not.toHaveBeenCalled();
    expect(port.recordConsent).not.toHaveBeenCalled();
    expect(events).toEqual([{ hasConsent: false, origin: 'host' }]);
  });

  it('giveConsent() / rejectCookies() override the banner and the visitor; null hands back to the board', async () => {
    const { consent, events } = setup();
    await consent.check();
    expect(consent.open.value).toBe(true);
    consent.setHost('granted');
    expect(consent.open.value).toBe(false);
    expect(consent.state.value).toBe('granted');
    consent.setHost('denied');
    expect(consent.state.value).toBe('denied');
    consent.setHost(null);
    expect(consent.state.value).toBe('pending');
    expect(consent.open.value).toBe(true);
    expect(events.map((e) => `${String(e.hasConsent)}:${e.origin}`)).toEqual([
      'false:required',
      'true:host',
      'false:host',
      'false:required',
    ]);
  });
});

describe('consent store: page consent signals', () => {
  it('follows a TCF grant, then a Google Consent Mode refusal (a refusal wins)', async () => {
    const { consent, events } = setup();
    await consent.check();
    consent.setPageSignal('tcf', 'granted');
    expect(consent.state.value).toBe('granted');
    expect(consent.open.value).toBe(false);
    consent.setPageSignal('google_consent_mode', 'denied');
    expect(consent.state.value).toBe('denied');
    expect(events.slice(1)).toEqual([
      { hasConsent: true, origin: 'tcf' },
      { hasConsent: false, origin: 'google_consent_mode' },
    ]);
  });

  it('waits without a banner of its own while the page’s consent tool is asking', async () => {
    const { consent } = setup({ country: 'US' });
    consent.setPageSignal('tcf', 'undecided');
    await consent.check();
    expect(consent.state.value).toBe('pending');
    expect(consent.open.value).toBe(false);
  });
});

describe('consent store: vendor-provider mode', () => {
  const vendorPrivacy = { cookie_management: 'external' as const };

  it('asks the vendor service with sitename, domain and country, and shows its markup and css, never its Js', async () => {
    const { consent, port } = setup({ privacy: vendorPrivacy, country: 'de' });
    await consent.check();
    expect(port.vendorConsent).toHaveBeenCalledWith('https://vendor.example/consent', {
      sitename: 'acme-europe',
      domain: 'host.example.org',
      country: 'DE',
    });
    expect(consent.open.value).toBe(true);
    expect(consent.content.value?.vendor).toEqual({
      markup: '<div class="vendor-consent"><p>acme-europe uses cookies with your consent.</p></div>',
      css: '.vendor-consent{padding:12px}',
    });
    expect(JSON.stringify(consent.content.value)).not.toContain('__vendorRan');
    expect((window as { __vendorRan?: boolean }).__vendorRan).toBeUndefined();
  });

  it('uses the vendor’s IsConsentRequired instead of the country list', async () => {
    const { consent } = setup({
      privacy: vendorPrivacy,
      country: 'DE',
      vendor: vendorAnswer({ IsConsentRequired: false }),
    });
    await consent.check();
    expect(consent.state.value).toBe('granted');
    expect(consent.open.value).toBe(false);
  });

  it('counts a prior consent older than MinimumConsentDate as no consent', async () => {
    const old = setup({
      privacy: vendorPrivacy,
      stored: { organizationId: ORG, hasConsent: true, givenAt: '2025-11-30T00:00:00Z' },
    });
    await old.consent.check();
    expect(old.consent.open.value).toBe(true);
    expect(old.consent.state.value).toBe('pending');

    const recent = setup({
      privacy: vendorPrivacy,
      stored: { organizationId: ORG, hasConsent: true, givenAt: '2026-02-01T00:00:00Z' },
    });
    await recent.consent.check();
    expect(recent.consent.open.value).toBe(false);
    expect(recent.consent.state.value).toBe('granted');
  });

  it('counts a consent given in the vendor’s own tool (its CookieName) as prior consent, if recent enough', async () => {
    const given = setup({
      privacy: vendorPrivacy,
      cookies: 'theme=dark; acme-europe_consent=2026-03-02T10%3A00%3A00Z; x=1',
    });
    await given.consent.check();
    expect(given.consent.open.value).toBe(false);
    expect(given.consent.state.value).toBe('granted');
    expect(given.events.at(-1)).toEqual({ hasConsent: true, origin: 'stored' });

    const old = setup({ privacy: vendorPrivacy, cookies: 'acme-europe_consent=2025-06-01' });
    await old.consent.check();
    expect(old.consent.open.value).toBe(true);

    const refused = setup({ privacy: vendorPrivacy, cookies: 'acme-europe_consent=rejected' });
    await refused.consent.check();
    expect(refused.consent.open.value).toBe(true);

    const otherVendor = setup({ privacy: vendorPrivacy, cookies: 'other_consent=2026-03-02' });
    await otherVendor.consent.check();
    expect(otherVendor.consent.open.value).toBe(true);
  });

  it('falls back to the board’s own rule when the vendor service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { consent } = setup({
      privacy: { privacy_warning_provider: 'vendor' },
      vendor: new Error('down'),
      country: 'US',
    });
    await consent.check();
    expect(consent.state.value).toBe('granted');
    expect(consent.content.value).toBeNull();
  });
});

describe('consent store: checks', () => {
  it('a later check wins over an earlier one still in flight', async () => {
    const { consent, port } = setup();
    let answer!: (code: string) => void;
    port.countryCode.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = consent.check();
    const second = consent.check({ organizationId: ORG, privacy: { ...PRIVACY, privacy_warning_check: false } });
    await second;
    answer('DE');
    await first;
    expect(consent.state.value).toBe('granted');
    expect(consent.open.value).toBe(false);
  });

  it('acts on nothing after dispose', async () => {
    const { consent, events } = setup();
    const checking = consent.check();
    consent.dispose();
    await checking;
    expect(events).toEqual([]);
    expect(consent.open.value).toBe(false);
  });
});

describe('localConsentStorage', () => {
  it('keeps one record per organization and forgets it by removing its key', () => {
    localStorage.clear();
    const storage = localConsentStorage(localStorage)!;
    expect(storage.read(ORG)).toBeNull();
    storage.write({ organizationId: ORG, hasConsent: true, givenAt: '2026-06-01T12:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(consentStorageKey(ORG))!)).toEqual({
      hasConsent: true,
      givenAt: '2026-06-01T12:00:00.000Z',
    });
    expect(storage.read(ORG)).toEqual({ organizationId: ORG, hasConsent: true, givenAt: '2026-06-01T12:00:00.000Z' });
    expect(storage.read(1)).toBeNull();
    storage.remove(ORG);
    expect(localStorage.length).toBe(0);
  });

  it('reads a malformed record as none, and is absent without storage', () => {
    localStorage.setItem(consentStorageKey(ORG), '{not json');
    expect(localConsentStorage(localStorage)!.read(ORG)).toBeNull();
    localStorage.setItem(consentStorageKey(ORG), '{"hasConsent":"yes"}');
    expect(localConsentStorage(localStorage)!.read(ORG)).toBeNull();
    expect(localConsentStorage(null)).toBeNull();
    localStorage.clear();
  });
});
