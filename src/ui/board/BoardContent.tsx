/** The ready board (board sections): every shown section in order, then the footer. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';

import type { Board } from '../../api/schemas/board.ts';
import type { BoardNavigation } from '../../model/board-navigation.ts';
import type { BoardStore } from '../../model/board-store.ts';
import type { Campaign } from '../../model/campaign.ts';
import type { EventBus } from '../../model/event-bus.ts';
import type { LiveEventStore } from '../../model/live-event-store.ts';
import type { ViewerStore } from '../../model/viewer-store.ts';
import { useBoardServices } from '../board-context.ts';
import { BoardGreeting } from '../cards/BoardGreeting.tsx';
import { ItemsSection } from '../items/ItemsSection.tsx';
import { liveEventPart, viewerPart } from '../parts.ts';
import { BannerSection } from '../sections/BannerSection.tsx';
import { BoardHeader } from '../sections/BoardHeader.tsx';
import { ContactCardSection } from '../sections/ContactCardSection.tsx';
import { PromotionSection } from '../sections/PromotionSection.tsx';
import { SideBySideSection } from '../sections/SideBySideSection.tsx';
import { LazyPartLoading } from '../shared/LazyPartLoading.tsx';
import { BoardFooter } from './BoardFooter.tsx';
import { orderSections, type SectionEntry } from './section-order.ts';

/** Props of {@link BoardContent}. */
export interface BoardContentProps {
  store: BoardStore;
  bus: EventBus;
  viewer: ViewerStore;
  navigation: BoardNavigation;
  board: Board;
  campaign: Campaign;
}

function renderSection(
  entry: SectionEntry,
  { store, bus, board, campaign, liveEvent }: BoardContentProps & { liveEvent: LiveEventStore | undefined },
) {
  switch (entry.kind) {
    case 'header':
      return <BoardHeader key="header" header={campaign.header} boardName={board.name} bus={bus} />;
    case 'banner':
      return <BannerSection key="banner" banner={campaign.banner} textColor={campaign.bannerTextColorHex} />;
    case 'items':
      // The live event leads into the content: it sits right above the items.
      return [<LiveEventSlot key="live-event" store={liveEvent} />, <ItemsSection key="items" store={store} />];
    case 'promotion':
      return <PromotionSection key={entry.key} promotion={entry.promotion} bus={bus} />;
    case 'side_by_side':
      return <SideBySideSection key={entry.key} block={entry.block} bus={bus} />;
    case 'contact_card':
      return <ContactCardSection key="contact_card" card={campaign.contact_card} store={store} bus={bus} />;
  }
}

/** The live event's chunk loads only for a board that has an event to show. */
function LiveEventSlot({ store }: { store: LiveEventStore | undefined }) {
  useSignals();
  if (!store?.event.value || !store.view.value) return null;
  return <liveEventPart.Slot store={store} />;
}

/**
 * The viewer's chunk loads when an item first opens (or earlier, warmed up when idle); once loaded the viewer stays
 * mounted, so its close step can return focus to the tile.
 */
function ViewerSlot() {
  useSignals();
  const { viewer, navigation } = useBoardServices();
  // Once opened, it stays (state set while rendering: React renders again at once, before committing).
  const [opened, setOpened] = useState(false);
  if (!opened && viewer.state.value.status !== 'inactive') setOpened(true);
  if (!opened) return null;
  return (
    <viewerPart.Slot
      fallback={<LazyPartLoading overlay />}
      onBack={() => navigation.closeViewer()}
      errorClassName="lb-chunk-error lb-chunk-error--overlay"
    />
  );
}

/**
 * One region named after the board. Inside a host page, header and footer stay inside it, so the board adds no
 * second banner or contentinfo landmark to the page.
 */
export function BoardContent(props: BoardContentProps) {
  useSignals();
  // The live event's stage loads after the first paint: reading it here re-renders the board when it arrives.
  const { liveEvent } = useBoardServices();
  const sections = orderSections(props.campaign);
  // The greeting floats over the board right under its header (or at its top without one): it never moves a
  // section, so the first screen does not wait for its chunk.
  const greetingAt = sections[0]?.kind === 'header' ? 1 : 0;
  const greeting = <BoardGreeting key="greeting" board={props.board} campaign={props.campaign} />;
  return (
    <section className="lb-board" aria-label={props.board.name} data-board-id={props.board.id}>
      {sections.flatMap((entry, index) => {
        const section = renderSection(entry, { ...props, liveEvent });
        return index === greetingAt ? [greeting, section] : [section];
      })}
      {greetingAt >= sections.length && greeting}
      <BoardFooter />
      <ViewerSlot />
    </section>
  );
}
