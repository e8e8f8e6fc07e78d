import { describe, expect, it, vi } from 'vitest';

import {
  type ConsentSignalWindow,
  followPageConsentSignals,
  googleConsentSignal,
  type TcData,
  tcfSignal,
  watchGoogleConsentMode,
  watchTcf,
} from '../../../src/model/host-consent-signals.ts';

/** gtag pushes its `arguments` object, not an array. */
function gtagArgs(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the point is a real `arguments` object, which gtag pushes
  return arguments;
}

const fakeWindow = (globals: { __tcfapi?: unknown; dataLayer?: unknown }) => globals as unknown as ConsentSignalWindow;

describe('tcfSignal (IAB TCF v2, purpose 1)', () => {
  it.each([
    ['a stored answer with purpose 1', { eventStatus: 'tcloaded', purpose: { consents: { 1: true } } }, 'granted'],
    [
      'a new answer with purpose 1',
      { eventStatus: 'useractioncomplete', purpose: { consents: { '1': true } } },
      'granted',
    ],
    [
      'an answer without purpose 1',
      { eventStatus: 'useractioncomplete', purpose: { consents: { 1: false, 2: true } } },
      'denied',
    ],
    ['an answer with no purposes', { eventStatus: 'tcloaded' }, 'denied'],
    ['the CMP still asking', { eventStatus: 'cmpuishown', purpose: { consents: {} } }, 'undecided'],
    ['GDPR not applying', { gdprApplies: false, eventStatus: 'tcloaded' }, null],
    ['an unknown status', { eventStatus: 'loading' }, null],
    ['no data', null, null],
  ] as [string, TcData | null, string | null][])('%s → %s', (_name, data, expected) => {
    expect(tcfSignal(data)).toBe(expected);
  });
});

describe('watchTcf', () => {
  it('listens with addEventListener v2, reports changes only, and removes its listener on stop', () => {
    let listener: ((data: TcData, success: boolean) => void) | null = null;
    const tcfapi = vi.fn((command: string, _version: number, callback: (data: TcData, success: boolean) => void) => {
      if (command === 'addEventListener') listener = callback;
    });
    const changes: unknown[] = [];
    const stop = watchTcf(fakeWindow({ __tcfapi: tcfapi }), (signal) => changes.push(signal));
    expect(tcfapi).toHaveBeenCalledWith('addEventListener', 2, expect.any(Function));
    listener!({ listenerId: 7, eventStatus: 'cmpuishown' }, true);
    listener!({ listenerId: 7, eventStatus: 'cmpuishown' }, true);
    listener!({ listenerId: 7, eventStatus: 'useractioncomplete', purpose: { consents: { 1: true } } }, true);
    listener!({ listenerId: 7, eventStatus: 'useractioncomplete', purpose: { consents: { 1: false } } }, false);
    expect(changes).toEqual(['undecided', 'granted']);
    stop();
    expect(tcfapi).toHaveBeenLastCalledWith('removeEventListener', 2, expect.any(Function), 7);
    listener!({ listenerId: 7, eventStatus: 'tcloaded' }, true);
    expect(changes).toEqual(['undecided', 'granted']);
  });

  it('does nothing on a page without a CMP, and survives a throwing one', () => {
    const onChange = vi.fn();
    expect(() => watchTcf(fakeWindow({}), onChange)()).not.toThrow();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = () => {
      throw new Error('CMP broken');
    };
    expect(() => watchTcf(fakeWindow({ __tcfapi: broken }), onChange)()).not.toThrow();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('googleConsentSignal (Google Consent Mode, analytics_storage)', () => {
  it.each([
    ['no consent command', [{ event: 'gtm.js' }, gtagArgs('config', 'G-1')], null],
    ['a granted default', [gtagArgs('consent', 'default', { analytics_storage: 'granted' })], 'granted'],
    [
      'a denied default: the page is still asking',
      [gtagArgs('consent', 'default', { analytics_storage: 'denied' })],
      'undecided',
    ],
    [
      'a denied default for some regions',
      [
        gtagArgs('consent', 'default', { analytics_storage: 'granted' }),
        gtagArgs('consent', 'default', { analytics_storage: 'denied', region: ['DE'] }),
      ],
      'undecided',
    ],
    [
      'an update after the default',
      [
        gtagArgs('consent', 'default', { analytics_storage: 'denied' }),
        gtagArgs('consent', 'update', { analytics_storage: 'granted' }),
      ],
      'granted',
    ],
    [
      'the last update',
      [
        ['consent', 'update', { analytics_storage: 'granted' }],
        ['consent', 'update', { analytics_storage: 'denied' }],
      ],
      'denied',
    ],
    ['an update about ads only', [gtagArgs('consent', 'update', { ad_storage: 'granted' })], null],
  ] as [string, unknown[], string | null][])('%s → %s', (_name, entries, expected) => {
    expect(googleConsentSignal(entries)).toBe(expected);
  });
});

describe('watchGoogleConsentMode', () => {
  it('reads the dataLayer, follows pushes, and puts push back on stop', () => {
    const dataLayer: unknown[] = [gtagArgs('consent', 'default', { analytics_storage: 'denied' })];
    const originalPush = dataLayer.push;
    const changes: unknown[] = [];
    const stop = watchGoogleConsentMode(fakeWindow({ dataLayer }), (signal) => changes.push(signal));
    expect(changes).toEqual(['undecided']);
    dataLayer.push({ event: 'page_view' });
    dataLayer.push(gtagArgs('consent', 'update', { analytics_storage: 'granted' }));
    expect(dataLayer).toHaveLength(3);
    expect(changes).toEqual(['undecided', 'granted']);
    stop();
    expect(dataLayer.push).toBe(originalPush);
    dataLayer.push(gtagArgs('consent', 'update', { analytics_storage: 'denied' }));
    expect(changes).toEqual(['undecided', 'granted']);
  });

  it('creates no dataLayer on a page without one', () => {
    const win = fakeWindow({});
    watchGoogleConsentMode(win, vi.fn())();
    expect(win.dataLayer).toBeUndefined();
  });
});

describe('followPageConsentSignals', () => {
  it('names the source of each change', () => {
    const dataLayer: unknown[] = [];
    let listener: ((data: TcData, success: boolean) => void) | null = null;
    const tcfapi = (command: string, _v: number, callback: (data: TcData, success: boolean) => void) => {
      if (command === 'addEventListener') listener = callback;
    };
    const changes: unknown[] = [];
    const stop = followPageConsentSignals(fakeWindow({ dataLayer, __tcfapi: tcfapi }), (source, signal) =>
      changes.push([source, signal]),
    );
    listener!({ eventStatus: 'tcloaded', purpose: { consents: { 1: true } } }, true);
    dataLayer.push(gtagArgs('consent', 'update', { analytics_storage: 'denied' }));
    expect(changes).toEqual([
      ['tcf', 'granted'],
      ['google_consent_mode', 'denied'],
    ]);
    stop();
  });
});
