/**
 * Shows the greeting card, over the board, when model/greeting.ts says so — the campaign enables greetings and
 * this board was not dismissed — for a known lead ("Hi {name}" with 'Not {leadName}?') or an unknown one (email
 * entry).
 */
import { useSignals } from '@preact/signals-react/runtime';

import type { Board } from '../../api/schemas/board.ts';
import type { Campaign } from '../../model/campaign.ts';
import { IDENTIFY_TYPE } from '../../model/cta.ts';
import { greetingPart } from '../cards/lazy.ts';
import { useBoardServices } from '../shared/board-context.ts';

/** The greeting of the ready board, or nothing. */
export function BoardGreeting({ board, campaign }: { board: Board; campaign: Campaign }) {
  useSignals();
  const { store, bus, greeting, switchLead, linkPrefill } = useBoardServices();
  if (!greeting || !greeting.isOpen(campaign.general.greetings.show, board.id)) return null;
  const lead = store.lead.value;
  const known = lead && !lead.anon_guest && lead.id !== null;
  const name = known ? [lead.first_name, lead.last_name].filter(Boolean).join(' ') || lead.email : null;
  const close = () => greeting.close(board.id);
  // A zero-height anchor in the board's flow (cards.css): the card hangs from it over the board.
  return (
    <div className="lb-greeting-anchor">
      <greetingPart.Slot
        greetings={campaign.general.greetings}
        leadName={name ?? null}
        onClose={close}
        onSwitchLead={() => void switchLead?.()}
        onSubmitEmail={(email) => {
          bus.emit('cta-submit', {
            area: 'greeting',
            label: campaign.general.greetings.title?.trim() || 'greeting',
            type: IDENTIFY_TYPE,
            fields: { email },
          });
          close();
        }}
        {...(linkPrefill?.email ? { prefillEmail: linkPrefill.email } : {})}
      />
    </div>
  );
}
