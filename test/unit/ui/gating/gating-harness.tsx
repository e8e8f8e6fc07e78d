/**
 * Renders a gating board: `LiveBoardView` over the shared core of `../harness.tsx` (like the viewer harness), with
 * a gating store on a manual clock (given through `GatingServicesContext`), and the campaign-change overlay
 * mounted beside the board on the same services, until the board mounts it itself.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

import type { CampaignWire, GatingConfig } from '../../../../src/api/schemas/campaign.ts';
import type { Item } from '../../../../src/api/schemas/item.ts';
import type { Lead } from '../../../../src/api/schemas/lead.ts';
import { thankYou } from '../../../../src/i18n/dialog-messages.ts';
import type { LeadPrefill } from '../../../../src/model/cta.ts';
import type { KeyValueStorage } from '../../../../src/model/gating.ts';
import { createGatingStore, type GatingSubmission } from '../../../../src/model/gating-store.ts';
import { GatingServicesContext } from '../../../../src/ui/gating/gating-services.ts';
import { LiveBoardView } from '../../../../src/ui/LiveBoardView.tsx';
import { createManualClock } from '../../tracking/manual-clock.ts';
import { type DeepPartial, makeCampaign, makeItem, makeItemList } from '../fixtures.ts';
import { createBoardServices, mountBoard, settle } from '../harness.tsx';
import { journeyOver, viewerDialog } from '../viewer/viewer-harness.tsx';

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
  const core = createBoardServices({
    campaign: options.campaign ?? gatingCampaign(),
    items: () => makeItemList(ITEMS),
    location: options.location ?? '/acme-launch/home',
    journey: journeyOver(ITEMS),
    linkParams: 'none',
  });
  const { port, bus, events, store, viewer, navigation, location, journey } = core;
  if (options.lead) port.lead.mockImplementation(async () => options.lead!);
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
  const { view, stop } = await mountBoard(
    core,
    <GatingServicesContext.Provider value={{ gating, linkPrefill: options.linkPrefill ?? {} }}>
      <LiveBoardView services={core.services} routerHooks={core.routerHooks} onRetry={() => {}} />
    </GatingServicesContext.Provider>,
    'apart',
  );
  const dialog = () => viewerDialog(view.container);
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
