import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { type Item } from '../../../src/api/schemas/item.ts';
import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { type Lead } from '../../../src/api/schemas/lead.ts';
import { leadGuard } from '../../../src/api/schemas/lead.ts';
import { STORAGE_KEY } from '../../../src/base/constants.ts';
import { thankYou } from '../../../src/i18n/dialog-messages.ts';
import { createBoardNavigation } from '../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { CAMPAIGN_REFRESH_DELAY_MS, type KeyValueStorage } from '../../../src/model/gating.ts';
import { createGatingStore, GATING_ANSWER_WAIT_MS, type GatingSubmission } from '../../../src/model/gating-store.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../src/router/location-source.ts';
import { parseAnswer } from '../../answers.ts';
import { createFakePort, makeCampaign, makeItem, makeItemList } from '../ui/fixtures.ts';

const ITEMS: Item[] = [makeItem(1), makeItem(2, { is_gated: true, name: 'Buyer guide' }), makeItem(3)];
const GATED = ITEMS[1]!;
const BOARD_ID = 7;
const ITEM_ROUTE = '/acme-launch/home/item-2';

const known = (): Lead =>
  parseAnswer(leadGuard, {
    id: 7001,
    anon_guest: false,
    email: 'lead@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
  });

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

interface SetupOptions {
  mandatory?: boolean;
  show?: boolean;
  pendingPersonalization?: boolean;
  lead?: Lead;
  storage?: KeyValueStorage & { data: Record<string, string> };
  canStore?: () => boolean;
  submit?: (detail: GatingSubmission) => Promise<void>;
  redirect?: string | null;
  load?: boolean;
}

async function setup(options: SetupOptions = {}) {
  const campaign = makeCampaign({
    campaign_type: 1,
    pending_personalization: options.pendingPersonalization ?? false,
    items: {
      gating: {
        show: options.show ?? true,
        is_mandatory: options.mandatory ?? false,
        known_lead: false,
        type: 'form',
        metadata: {
          form: {
            form_title: 'Get the guide',
            submit_label: 'Unlock',
            fields: [
              { name: 'name', type: 'text', label: 'Full name', state: 'required' },
              { name: 'email', type: 'email', label: 'Work email', state: 'required' },
              { name: 'company', type: 'text', label: 'Company', state: 'optional' },
            ],
          },
        },
      },
    },
  });
  const port = createFakePort({ campaign, items: () => makeItemList(ITEMS) });
  if (options.lead) port.lead.mockImplementation(async () => options.lead!);
  const bus = createEventBus();
  const events: [string, unknown][] = [];
  bus.onAny((name, detail) => events.push([name, detail]));
  const store = createBoardStore(port, bus);
  const journey = vi.fn(async (requested: number | string) => {
    const at = ITEMS.findIndex((item) => item.id === requested || item.slug === requested);
    return parseAnswer(journeyGuard, {
      items: ITEMS,
      items_count: ITEMS.length,
      journey_index: at,
      prev_item_index: at > 0 ? at - 1 : null,
      next_item_index: at < ITEMS.length - 1 ? at + 1 : null,
    });
  });
  const viewer = createViewerStore({ journey }, bus);
  const location = createMemoryLocation('/acme-launch/home');
  const navigation = createBoardNavigation({ store, viewer, source: location, scheme: 'slug' });
  const storage = options.storage ?? memoryStorage();
  const submit = vi.fn(options.submit ?? (async () => {}));
  const gating = createGatingStore({
    store,
    bus,
    viewer,
    navigation,
    storage,
    canStore: options.canStore,
    submit,
    redirectRoute: () => options.redirect ?? null,
    defaultSuccessMessage: thankYou,
  });
  if (options.load !== false) {
    await store.load();
    navigation.start();
    await vi.advanceTimersByTimeAsync(0);
  }
  const here = () => location.read().path + location.read().search;
  /** Opens the gated item the way a click does, and brings its form up the way the viewer does. */
  async function openGated() {
    navigation.toItem(GATED);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewer.current.value?.id).toBe(GATED.id);
    expect(gating.open(viewer.current.value!)).toBe(true);
  }
  const named = (name: string) => events.filter(([n]) => n === name).map(([, detail]) => detail);
  return {
    port,
    bus,
    events,
    named,
    store,
    viewer,
    navigation,
    location,
    storage,
    submit,
    gating,
    here,
    openGated,
    journey,
  };
}

const VALID = { name: 'Ann Lee', email: 'ann@example.com', company: '' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('gating store: what is gated', () => {
  it('gates a gated item of a gating campaign for an anonymous lead, and nothing else', async () => {
    const { gating } = await setup();
    expect(gating.isGated(GATED)).toBe(true);
    expect(gating.isGated(ITEMS[0]!)).toBe(false);
    expect(gating.submitted.value).toBe(false);
  });

  it('gates a known lead who has not submitted', async () => {
    const { gating, store } = await setup({ lead: known() });
    expect(store.lead.value?.anon_guest).toBe(false);
    expect(gating.isGated(GATED)).toBe(true);
  });

  it('gates nothing when the config does not show the form', async () => {
    const { gating } = await setup({ show: false });
    expect(gating.isGated(GATED)).toBe(false);
  });

  it('is not submitted before there is a board, even with the board stored as submitted', async () => {
    const storage = memoryStorage({ [STORAGE_KEY.gatingSubmitted]: JSON.stringify({ [BOARD_ID]: true }) });
    const { gating, store } = await setup({ storage, load: false });
    expect(gating.submitted.value).toBe(false);
    await store.load();
    expect(gating.submitted.value).toBe(true);
    expect(gating.isGated(GATED)).toBe(false);
  });

  it('does not open the form for an item that is not gated', async () => {
    const { gating } = await setup();
    expect(gating.open(ITEMS[0]!)).toBe(false);
    expect(gating.opened.value).toBe(false);
  });
});

describe('gating store: opening and closing the form', () => {
  it('opens with the flag set, and a non-mandatory form closes back to the board', async () => {
    const { gating, openGated, viewer, here } = await setup();
    await openGated();
    expect(gating.opened.value).toBe(true);
    expect(gating.close()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(gating.opened.value).toBe(false);
    expect(viewer.isOpen.value).toBe(false);
    expect(here()).toBe('/acme-launch/home');
  });

  it('cannot dismiss a mandatory form', async () => {
    const { gating, openGated, viewer, here } = await setup({ mandatory: true });
    await openGated();
    expect(gating.close()).toBe(false);
    expect(gating.opened.value).toBe(true);
    expect(viewer.isOpen.value).toBe(true);
    expect(here()).toBe(ITEM_ROUTE);
  });

  it('is no longer open once the visitor leaves the viewer', async () => {
    const { gating, openGated, navigation } = await setup({ mandatory: true });
    await openGated();
    navigation.closeViewer();
    await vi.advanceTimersByTimeAsync(0);
    expect(gating.opened.value).toBe(false);
  });
});

describe('gating store: validation', () => {
  it('refuses an empty form: mandatory fields missing, each one required; nothing is sent', async () => {
    const { gating, openGated, events, submit } = await setup();
    await openGated();
    const before = events.length;
    const { validation } = await gating.submit({});
    expect(validation).toMatchObject({
      ok: false,
      summary: 'fill_mandatory',
      fieldErrors: { name: 'required', email: 'required' },
    });
    expect(validation.fieldErrors.company).toBeUndefined();
    expect(events.length).toBe(before);
    expect(submit).not.toHaveBeenCalled();
    expect(gating.submitted.value).toBe(false);
  });

  it('refuses an email without an address shape', async () => {
    const { gating } = await setup();
    const { validation } = await gating.submit({ name: 'Ann', email: 'ann@' });
    expect(validation).toMatchObject({ ok: false, summary: null, fieldErrors: { email: 'email_format' } });
  });
});

describe('gating store: submitting', () => {
  it('emits cta-submit, waits for the server, then gate-submitted with the content item in the viewer', async () => {
    const { gating, openGated, named, submit, storage } = await setup();
    await openGated();
    const outcome = await gating.submit({ name: ' Ann Lee ', email: 'ann@example.com' });
    expect(outcome.validation.ok).toBe(true);
    const [cta] = named('cta-submit');
    expect(cta).toEqual({
      area: 'gating',
      label: 'Get the guide',
      type: 'form',
      fields: { name: 'Ann Lee', email: 'ann@example.com', company: '' },
    });
    // The port is asked about the very event the tracking layer heard: nothing is sent twice.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toBe(cta);
    expect(named('gate-submitted')).toEqual([{ boardId: BOARD_ID, contentItemId: GATED.content_item_id }]);
    expect(gating.submitted.value).toBe(true);
    expect(gating.isGated(GATED)).toBe(false);
    expect(JSON.parse(storage.data[STORAGE_KEY.gatingSubmitted]!)).toEqual({ [BOARD_ID]: true });
  });

  it('carries a null content item when no item is in the viewer', async () => {
    const { gating, named } = await setup();
    await gating.submit(VALID);
    expect(named('gate-submitted')).toEqual([{ boardId: BOARD_ID, contentItemId: null }]);
  });

  it('marks the board submitted in state only while storage may not be written', async () => {
    const { gating, storage } = await setup({ canStore: () => false });
    await gating.submit(VALID);
    expect(gating.submitted.value).toBe(true);
    expect(storage.data).toEqual({});
  });

  it('stores the submitted flag once consent allows it, when the form was sent before', async () => {
    let allowed = false;
    const { gating, storage } = await setup({ canStore: () => allowed });
    await gating.submit(VALID);
    gating.saveWaiting();
    expect(storage.data).toEqual({});
    allowed = true;
    gating.saveWaiting();
    expect(JSON.parse(storage.data[STORAGE_KEY.gatingSubmitted]!)).toEqual({ [BOARD_ID]: true });
  });

  it("flags the campaign changed with 'Thank You', shows the board, and after 3000 ms refreshes and restores the item", async () => {
    const { gating, openGated, store, port, viewer, here } = await setup();
    await openGated();
    await gating.submit(VALID);
    expect(store.campaign.value).toMatchObject({ isChanged: true, successMessage: 'Thank You' });
    await vi.advanceTimersByTimeAsync(0);
    expect(viewer.isOpen.value).toBe(false);
    expect(gating.opened.value).toBe(false);
    expect(port.campaign).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS - 1);
    expect(port.campaign).toHaveBeenCalledTimes(1);
    expect(store.campaign.value?.isChanged).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(port.campaign).toHaveBeenCalledTimes(2);
    expect((port.campaign.mock.calls[1] as unknown[])[1]).toEqual({ force: false });
    expect(port.presenter).toHaveBeenCalledTimes(2);
    expect(store.campaign.value?.isChanged).toBe(false);
    // The visitor lands on the item they asked for, no longer behind the form.
    expect(here()).toBe(ITEM_ROUTE);
    expect(viewer.current.value?.id).toBe(GATED.id);
    expect(gating.isGated(viewer.current.value!)).toBe(false);
  });

  it('refetches the campaign forced when pending_personalization is set', async () => {
    const { gating, openGated, port } = await setup({ pendingPersonalization: true });
    await openGated();
    await gating.submit(VALID);
    await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS);
    expect((port.campaign.mock.calls[1] as unknown[])[1]).toEqual({ force: true });
  });

  it('goes to the redirect_on_campaign_change route instead of the pending location', async () => {
    const { gating, openGated, here, viewer } = await setup({ redirect: '/acme-launch/guides' });
    await openGated();
    await gating.submit(VALID);
    await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS);
    expect(here()).toBe('/acme-launch/guides');
    expect(viewer.isOpen.value).toBe(false);
  });

  it('stays on the board when there is nothing to restore', async () => {
    const { gating, here } = await setup();
    await gating.submit(VALID);
    await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS);
    expect(here()).toBe('/acme-launch/home');
  });

  it("shows the server's 422 field errors and unlocks nothing", async () => {
    const refusal = new ApiError(422, 'validation_failed', 'Invalid', {
      'form_fields.company': ['is not a company we know'],
      email: ['is invalid'],
    });
    const { gating, openGated, named, store } = await setup({ submit: () => Promise.reject(refusal) });
    await openGated();
    const outcome = await gating.submit({ ...VALID, company: 'Nope Inc' });
    expect(outcome.error).toBe(refusal);
    expect(outcome.validation).toMatchObject({
      ok: false,
      fieldErrors: { company: 'server', email: 'email_format' },
      serverMessages: { company: 'is not a company we know' },
    });
    expect(named('cta-submit')).toHaveLength(1);
    expect(named('gate-submitted')).toEqual([]);
    expect(gating.submitted.value).toBe(false);
    expect(gating.opened.value).toBe(true);
    expect(store.campaign.value?.isChanged).toBe(false);
  });

  it('shows a general failure for another refusal (4xx)', async () => {
    const { gating } = await setup({ submit: () => Promise.reject(new ApiError(403, 'forbidden', 'No')) });
    const outcome = await gating.submit(VALID);
    expect(outcome.validation).toMatchObject({ ok: false, summary: 'failed' });
    expect(gating.submitted.value).toBe(false);
  });

  it('goes on when the answer is not a refusal (tracking off for the visit)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { gating } = await setup({ submit: () => Promise.reject(new Error('tracking disabled')) });
    expect((await gating.submit(VALID)).validation.ok).toBe(true);
    expect(gating.submitted.value).toBe(true);
  });

  it(`waits at most ${GATING_ANSWER_WAIT_MS} ms for the server before going on`, async () => {
    const { gating } = await setup({ submit: () => new Promise(() => {}) });
    const pending = gating.submit(VALID);
    await vi.advanceTimersByTimeAsync(0);
    expect(gating.sending.value).toBe(true);
    await vi.advanceTimersByTimeAsync(GATING_ANSWER_WAIT_MS);
    expect((await pending).validation.ok).toBe(true);
    expect(gating.sending.value).toBe(false);
    expect(gating.submitted.value).toBe(true);
  });

  it('sends a double submit once', async () => {
    const { gating, named, submit } = await setup();
    const [a, b] = await Promise.all([gating.submit(VALID), gating.submit(VALID)]);
    expect(a).toBe(b);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(named('cta-submit')).toHaveLength(1);
  });

  it('cancels the pending refresh when disposed', async () => {
    const { gating, port } = await setup();
    await gating.submit(VALID);
    gating.dispose();
    await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS);
    expect(port.campaign).toHaveBeenCalledTimes(1);
  });
});
