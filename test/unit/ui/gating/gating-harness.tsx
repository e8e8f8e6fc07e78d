/**
 * Renders a gating board: `LiveBoardView` over real stores and memory navigation (like the viewer harness), with
 * a gating store on a manual clock (given through `GatingServicesContext`), and the campaign-change overlay
 * mounted beside the board on the same services, until the board mounts it itself.
 */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';

import type { CampaignWire, GatingConfig } from '../../../../src/api/schemas/campaign.ts';
import type { Item } from '../../../../src/api/schemas/item.ts';
import type { Lead } from '../../../../src/api/schemas/lead.ts';
import { thankYou } from '../../../../src/i18n/dialog-messages.ts';
import { createBoardNavigation } from '../../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../../src/model/board-store.ts';
import type { LeadPrefill } from '../../../../src/model/cta.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import type { KeyValueStorage } from '../../../../src/model/gating.ts';
import { createGatingStore, type GatingSubmission } from '../../../../src/model/gating-store.ts';
import { createLiveEventStore } from '../../../../src/model/live-event-store.ts';
import { outboundLink } from '../../../../src/model/outbound-link.ts';
import { createViewerStore } from '../../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../../src/router/location-source.ts';
import { boardRouterHooks } from '../../../../src/router/use-board-location.ts';
import { type BoardServices } from '../../../../src/ui/board-context.ts';
import { GatingServicesContext } from '../../../../src/ui/gating/gating-services.ts';
import { LiveBoardView } from '../../../../src/ui/LiveBoardView.tsx';
import { createManualClock } from '../../tracking/manual-clock.ts';
import { createFakePort, type DeepPartial, makeCampaign, makeItem, makeItemList } from '../fixtures.ts';
import { journeyOver, settle } from '../viewer/viewer-harness.tsx';

/** Journey items: the second one is gated. */
export const ITEMS: Item[] = [
  makeItem(1, { name: 'Launch deck' }),
  makeItem(2, { name: 'Buyer guide', is_gated: true, description: 'What buyers ask first.' }),
  makeItem(3, { name: 'Price list' }),
];
export const GATED = ITEMS[1]!;

/** The acme-gated form: name and email required, the rest optional. */
export const FORM_FIELDS: GatingConfig['metadata']['form']['fields'] = [
  { name: 'name', type: 'text', label: 'Full name', state: 'required' },
  { name: 'email', type: 'email', label: 'Work email', state: 'required' },
  { name: 'headline', type: 'title', label: 'Job title', state: 'optional' },
  { name: 'company', type: 'text', label: 'Company', state: 'optional' },
  { name: 'phone', type: 'tel', label: 'Phone', state: 'optional' },
  { name: 'note', type: 'long_text', label: '', state: 'optional' },
];

/** A gating campaign (campaign_type 1) with `gating` patched in. */
export function gatingCampaign(
  gating: DeepPartial<GatingConfig> = {},
  patch: DeepPartial<CampaignWire> = {},
): CampaignWire {
  return makeCampaign({
    ...patch,
    campaign_type: 1,
    items: {
      ...patch.items,
      gating: {
        show: true,
        is_mandatory: false,
        known_lead: false,
        type: 'form',
        ...gating,
        metadata: {
          form: {
            form_title: 'Get the complete guide',
            submit_label: 'Unlock content',
            fields: FORM_FIELDS,
            ...gating.metadata?.form,
          },
        },
      },
    },
  });
}

/** Options of {@link renderGatedBoard}. */
export interface RenderGatedOptions {
  location?: string;
  campaign?: CampaignWire;
  lead?: Lead;
  linkPrefill?: LeadPrefill;
  submit?: (detail: GatingSubmission) => Promise<void>;
  storage?: KeyValueStorage | null;
}

/** Builds and renders the board, loads it and applies the location. */
export async function renderGatedBoard(options: RenderGatedOptions = {}) {
  const port = createFakePort({ campaign: options.campaign ?? gatingCampaign(), items: () => makeItemList(ITEMS) });
  if (options.lead) port.lead.mockImplementation(async () => options.lead!);
  const bus = createEventBus();
  const events: { name: string; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const store = createBoardStore(port, bus);
  const journey = vi.fn(journeyOver(ITEMS));
  const viewer = createViewerStore({ journey }, bus);
  const location = createMemoryLocation(options.location ?? '/acme-launch/home');
  const navigation = createBoardNavigation({ store, viewer, source: location, scheme: 'slug' });
  const clock = createManualClock();
  const submit = vi.fn(options.submit ?? (async () => {}));
  const gating = createGatingStore({
    store,
    bus,
    viewer,
    navigation,
    storage: options.storage ?? null,
    clock,
    submit,
    defaultSuccessMessage: thankYou,
  });
  const liveEvent = createLiveEventStore({ fetch: vi.fn(async () => null) });
  const outbound = (raw: string | null | undefined) =>
    outboundLink(raw, {
      allowAppendParams: false,
      boardParams: new URLSearchParams(),
      presenterEmail: null,
      apiOrigin: 'https://api.example.com',
      pageOrigin: 'https://host.example.org',
    });
  const services: BoardServices = { store, bus, viewer, navigation, liveEvent, outbound };
  const tree = (
    <GatingServicesContext.Provider value={{ gating, linkPrefill: options.linkPrefill ?? {} }}>
      <LiveBoardView services={services} routerHooks={boardRouterHooks(location)} onRetry={() => {}} />
    </GatingServicesContext.Provider>
  );
  const view = render(tree);
  const stop = navigation.start();
  await act(async () => {
    await store.load();
  });
  await act(async () => {
    navigation.sync();
  });
  await settle();
  const dialog = () => view.container.querySelector<HTMLDialogElement>('dialog[part~="viewer"]')!;
  const overlay = () => view.container.querySelector<HTMLElement>('[part="campaign-change"]');
  /** Moves the gating store's clock on, inside act, and lets the refresh settle. */
  const advance = async (ms: number) => {
    await act(async () => {
      clock.advance(ms);
    });
    await settle();
  };
  return {
    ...view,
    port,
    bus,
    events,
    store,
    viewer,
    navigation,
    location,
    gating,
    clock,
    submit,
    journey,
    stop,
    dialog,
    overlay,
    advance,
  };
}
