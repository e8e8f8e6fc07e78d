/**
 * Campaign change: while the campaign carries the changed flag (after a gating form was accepted),
 * the success message and the tile loader cover the board until the refreshed campaign arrives. Mount it once
 * as a child of `.lb-root`, after the board content; it renders nothing otherwise.
 */
import { useSignals } from '@preact/signals-react/runtime';

import { TileLoader } from '../cards/TileLoader.tsx';
import { SuccessMessage } from '../forms/SuccessMessage.tsx';
import { useBoardServices } from '../shared/board-context.ts';

/** The success message ('Thank You' unless the campaign says otherwise) over the tile loader. */
export function CampaignChangeOverlay() {
  useSignals();
  const { store } = useBoardServices();
  const campaign = store.campaign.value;
  if (!campaign?.isChanged) return null;
  return (
    <div className="lb-campaign-change" part="campaign-change">
      {/* Takes focus: it replaces the form whose submit button had it. */}
      <SuccessMessage message={campaign.successMessage} />
      <TileLoader />
    </div>
  );
}
