import { describe, expect, it } from 'vitest';

import type { BoardPrivacy } from '../../../src/api/schemas/board.ts';
import type { CampaignElement, OrganizationSettings, VendorConsent } from '../../../src/api/schemas/privacy.ts';
import {
  bannerAllowed,
  bannerContent,
  combinePageSignals,
  type ConsentInputs,
  consentNeeded,
  effectiveConsent,
  firstInteractionEffect,
  hasValidPriorConsent,
  isConsentDecision,
  isRegulatedCountry,
  needsCountry,
  normalizeCountryCode,
  type PageConsentSignal,
  REGULATED_COUNTRY_CODES,
  usesVendorProvider,
  vendorConsentNeeded,
  vendorCookieConsent,
} from '../../../src/model/consent.ts';

const SPEC_LIST =
  'AT, BE, BG, HR, CZ, CY, DK, EE, FI, FR, DE, EL, HU, IE, IT, LV, LT, LU, MT, NL, PL, PT, SK, ES, SE, GB, UK, GR, EU';

describe('the regulated country list', () => {
  it('is exactly the expected list', () => {
    expect(REGULATED_COUNTRY_CODES.join(', ')).toBe(SPEC_LIST);
  });

  it.each(REGULATED_COUNTRY_CODES)('counts %s as regulated, in any case and with spaces', (code) => {
    expect(isRegulatedCountry(code)).toBe(true);
    expect(isRegulatedCountry(code.toLowerCase())).toBe(true);
    expect(isRegulatedCountry(` ${code} `)).toBe(true);
  });

  it.each(['US', 'CA', 'CH', 'NO', 'IS', 'LI', 'JP', 'BR', 'AU', 'ZZ', 'GBR', 'D'])('does not count %s', (code) => {
    expect(isRegulatedCountry(code)).toBe(false);
  });

  it.each([null, undefined, '', '   '])('reads %j as no country', (raw) => {
    expect(normalizeCountryCode(raw)).toBeNull();
    expect(isRegulatedCountry(raw)).toBe(false);
  });
});

describe('consentNeeded', () => {
  const bools = [false, true] as const;
  // Every combination of the three flags with a regulated, a non-regulated and an unknown country (geo failure).
  const countries: [string, string | null, 'regulated' | 'other' | 'unknown'][] = [
    ['DE', 'DE', 'regulated'],
    ['US', 'US', 'other'],
    ['geo failure', null, 'unknown'],
  ];
  const rows = bools.flatMap((check) =>
    bools.flatMap((regulatedOnly) =>
      bools.flatMap((prior) =>
        countries.map(([label, code, kind]) => {
          // Expected from the consent rule, worked out here apart from the code, with an unknown country treated as
          // regulated (see consent.ts).
          const expected = check && !prior && (!regulatedOnly || kind !== 'other');
          return [check, regulatedOnly, prior, label, code, expected] as const;
        }),
      ),
    ),
  );

  it.each(rows)(
    'warning %s, regulated only %s, prior consent %s, country %s → needed %s',
    (check, regulatedOnly, prior, _label, code, expected) => {
      expect(
        consentNeeded({
          privacyWarningCheck: check,
          regulatedCountriesOnly: regulatedOnly,
          hasPriorConsent: prior,
          countryCode: code,
        }),
      ).toBe(expected);
    },
  );

  it.each(REGULATED_COUNTRY_CODES)('asks a visitor from %s on a regulated-countries board', (code) => {
    expect(
      consentNeeded({
        privacyWarningCheck: true,
        regulatedCountriesOnly: true,
        hasPriorConsent: false,
        countryCode: code,
      }),
    ).toBe(true);
  });

  it('asks when the geo lookup failed: in doubt, a visitor may be in the EU', () => {
    expect(
      consentNeeded({
        privacyWarningCheck: true,
        regulatedCountriesOnly: true,
        hasPriorConsent: false,
        countryCode: null,
      }),
    ).toBe(true);
    expect(
      consentNeeded({
        privacyWarningCheck: true,
        regulatedCountriesOnly: true,
        hasPriorConsent: false,
        countryCode: '',
      }),
    ).toBe(true);
  });

  it('needs the country only when the rule depends on it', () => {
    expect(needsCountry({ privacyWarningCheck: true, regulatedCountriesOnly: true, hasPriorConsent: false })).toBe(
      true,
    );
    expect(needsCountry({ privacyWarningCheck: true, regulatedCountriesOnly: false, hasPriorConsent: false })).toBe(
      false,
    );
    expect(needsCountry({ privacyWarningCheck: true, regulatedCountriesOnly: true, hasPriorConsent: true })).toBe(
      false,
    );
    expect(needsCountry({ privacyWarningCheck: false, regulatedCountriesOnly: true, hasPriorConsent: false })).toBe(
      false,
    );
  });
});

describe('hasValidPriorConsent (consent record, vendor MinimumConsentDate)', () => {
  const record = (hasConsent: boolean, givenAt: string | null) => ({ organizationId: 2, hasConsent, givenAt });
  it.each([
    ['no record', null, null, false],
    ['a record without consent', record(false, '2026-05-01T00:00:00Z'), null, false],
    ['a consent, no minimum date', record(true, null), null, true],
    ['a consent after the minimum date', record(true, '2026-05-01T00:00:00Z'), '2026-01-01T00:00:00Z', true],
    ['a consent on the minimum date', record(true, '2026-01-01T00:00:00Z'), '2026-01-01T00:00:00Z', true],
    ['a consent before the minimum date', record(true, '2025-12-31T23:59:59Z'), '2026-01-01T00:00:00Z', false],
    ['a consent of unknown date, with a minimum date', record(true, null), '2026-01-01T00:00:00Z', false],
    ['a consent of unreadable date, with a minimum date', record(true, 'yesterday'), '2026-01-01T00:00:00Z', false],
    ['a consent, with an unreadable minimum date', record(true, '2020-01-01T00:00:00Z'), 'soon', true],
  ] as const)('%s → %s', (_name, stored, minimum, expected) => {
    expect(hasValidPriorConsent(stored, minimum)).toBe(expected);
  });
});

describe('vendor-provider mode', () => {
  it.each([
    [true, true, false, true],
    [true, true, true, false],
    [true, false, false, false],
    [false, true, false, false],
  ])('warning %s, vendor requires %s, prior %s → needed %s', (check, required, prior, expected) => {
    expect(
      vendorConsentNeeded({
        privacyWarningCheck: check,
        vendor: { IsConsentRequired: required },
        hasPriorConsent: prior,
      }),
    ).toBe(expected);
  });

  it.each([
    ['internal', null, false],
    ['external', null, true],
    ['internal', 'vendor', true],
    ['internal', 'board', false],
  ] as const)('cookie management %s, provider %s → vendor %s', (management, provider, expected) => {
    expect(usesVendorProvider({ cookie_management: management, privacy_warning_provider: provider })).toBe(expected);
  });
});

describe('firstInteractionEffect', () => {
  const policies = ['explicit', 'implicit', 'none'] as const;
  const rows = policies.flatMap((policy) =>
    [false, true].flatMap((asking) =>
      [false, true].flatMap((trackable) =>
        [false, true].map((already) => {
          const expected = !asking || !trackable || already ? 'none' : policy === 'implicit' ? 'give' : 'open';
          return [policy, asking, trackable, already, expected] as const;
        }),
      ),
    ),
  );
  it.each(rows)(
    'policy %s, banner asking %s, trackable %s, already triggered %s → %s',
    (policy, asking, trackable, already, expected) => {
      expect(firstInteractionEffect({ policy, asking, trackable, alreadyTriggered: already })).toBe(expected);
    },
  );
});

describe('effectiveConsent and bannerAllowed', () => {
  const base: ConsentInputs = { host: null, page: null, visitor: null, needed: null };
  it.each([
    ['nothing decided, check running', base, 'pending', false],
    ['check: needed', { ...base, needed: true }, 'pending', true],
    ['check: not needed', { ...base, needed: false }, 'granted', false],
    ['visitor accepted', { ...base, needed: true, visitor: 'granted' }, 'granted', false],
    ['visitor rejected', { ...base, needed: true, visitor: 'denied' }, 'denied', false],
    [
      'visitor rejected on a board that needs no consent',
      { ...base, needed: false, visitor: 'denied' },
      'denied',
      false,
    ],
    ['page granted over a needed check', { ...base, needed: true, page: 'granted' }, 'granted', false],
    ['page denied over a check not needed', { ...base, needed: false, page: 'denied' }, 'denied', false],
    ['page CMP still asking', { ...base, needed: false, page: 'undecided' }, 'pending', false],
    ['page over the visitor', { ...base, visitor: 'granted', page: 'denied' }, 'denied', false],
    ['host granted before the check', { ...base, host: 'granted' }, 'granted', false],
    [
      'host denied over everything',
      { host: 'denied', page: 'granted', visitor: 'granted', needed: false },
      'denied',
      false,
    ],
    ['host granted over a page still asking', { ...base, host: 'granted', page: 'undecided' }, 'granted', false],
  ] as const)('%s → %s, banner %s', (_name, inputs, state, banner) => {
    expect(effectiveConsent(inputs)).toBe(state);
    expect(bannerAllowed(inputs)).toBe(banner);
  });

  it.each([
    [[], null],
    [[null, null], null],
    [['undecided', null], 'undecided'],
    [['granted', 'undecided'], 'granted'],
    [['granted', 'denied'], 'denied'],
    [['undecided', 'denied'], 'denied'],
  ] as [(PageConsentSignal | null)[], PageConsentSignal | null][])(
    'combines page signals %j → %s',
    (signals, expected) => {
      expect(combinePageSignals(signals)).toBe(expected);
    },
  );
});

describe('bannerContent', () => {
  const privacy: BoardPrivacy = {
    cookie_management: 'internal',
    privacy_policy: 'explicit',
    privacy_warning_check: true,
    regulated_countries_only: true,
    privacy_warning_provider: null,
    element_id: 9,
    message: 'Board message',
    link: 'https://board.example/privacy',
    is_top: true,
    can_close: false,
  };
  const settings: OrganizationSettings = {
    organization_id: 2,
    name: 'Org',
    logo_url: null,
    privacy_message: 'Org message',
    privacy_link: 'https://org.example/privacy',
    vendor_consent_url: null,
    vendor_sitename: null,
  };
  const element: CampaignElement = {
    id: 9,
    board_id: 1,
    element_type: 'privacy_message',
    message: 'Element message',
    link: 'https://element.example/privacy',
    link_label: 'Learn More',
  };

  it('prefers the privacy message element, then the board, then the organization', () => {
    expect(bannerContent({ privacy, settings, element, vendor: null })).toEqual({
      message: 'Element message',
      link: 'https://element.example/privacy',
      isTop: true,
      canClose: false,
      vendor: null,
    });
    expect(bannerContent({ privacy, settings, element: null, vendor: null }).message).toBe('Board message');
    const bare = { ...privacy, message: null, link: null };
    expect(bannerContent({ privacy: bare, settings, element: null, vendor: null })).toMatchObject({
      message: 'Org message',
      link: 'https://org.example/privacy',
    });
    expect(bannerContent({ privacy: bare, settings: null, element: null, vendor: null })).toMatchObject({
      message: null,
      link: null,
    });
  });

  it('drops links that are not absolute http(s)', () => {
    const unsafe = { ...element, link: 'javascript:alert(1)' };
    const bare = { ...privacy, link: '/privacy' };
    expect(
      bannerContent({
        privacy: bare,
        settings: { ...settings, privacy_link: 'data:text/html,x' },
        element: unsafe,
        vendor: null,
      }).link,
    ).toBeNull();
  });

  it('keeps the vendor markup and styles, never its script', () => {
    const vendor: VendorConsent = {
      CookieName: 'acme_consent',
      IsConsentRequired: true,
      MinimumConsentDate: null,
      Markup: '<p>Vendor</p>',
      Js: 'window.__vendor = 1',
      Css: '.x{color:red}',
    };
    const content = bannerContent({ privacy, settings, element, vendor });
    expect(content.vendor).toEqual({ markup: '<p>Vendor</p>', css: '.x{color:red}' });
    expect(JSON.stringify(content)).not.toContain('__vendor');
  });
});

describe('isConsentDecision', () => {
  it.each([
    ['banner', true],
    ['interaction', true],
    ['host', true],
    ['tcf', true],
    ['google_consent_mode', true],
    ['required', false],
    ['not_required', false],
    ['stored', false],
  ])('%s → %s', (origin, expected) => {
    expect(isConsentDecision(origin)).toBe(expected);
  });
});

describe('vendorCookieConsent (the vendor tool’s own cookie)', () => {
  const read = (cookies: string) => vendorCookieConsent(cookies, 'acme_consent', 5);
  it.each<[string, { hasConsent: boolean; givenAt: string | null } | null]>([
    ['', null],
    ['other=1', null],
    ['acme_consent=', null],
    ['acme_consent=true', { hasConsent: true, givenAt: null }],
    ['a=b; acme_consent=Accepted', { hasConsent: true, givenAt: null }],
    ['acme_consent=2026-03-02T10%3A00%3A00Z', { hasConsent: true, givenAt: '2026-03-02T10:00:00.000Z' }],
    ['acme_consent=1772445600000', { hasConsent: true, givenAt: '2026-03-02T10:00:00.000Z' }],
    [
      'acme_consent=%7B%22hasConsent%22%3Atrue%2C%22date%22%3A%222026-03-02T10%3A00%3A00Z%22%7D',
      { hasConsent: true, givenAt: '2026-03-02T10:00:00.000Z' },
    ],
    ['acme_consent={"hasConsent":false}', { hasConsent: false, givenAt: null }],
    ['acme_consent={"nothing":1}', null],
    ['acme_consent=rejected', { hasConsent: false, givenAt: null }],
    ['acme_consent=0', { hasConsent: false, givenAt: null }],
  ])('%s', (cookies, expected) => {
    expect(read(cookies)).toEqual(expected === null ? null : { organizationId: 5, ...expected });
  });
});
