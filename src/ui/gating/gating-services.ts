/**
 * The gating store and the visitor data its form needs, read from the board services (the board instance
 * provides `gating` and `linkPrefill` there). A `GatingServicesContext` provider, where present, takes precedence.
 */
import { createContext, useContext } from 'react';

import type { LeadPrefill } from '../../model/cta.ts';
import type { GatingStore } from '../../model/gating-store.ts';
import { type BoardServices, useBoardServices } from '../shared/board-context.ts';

/** What the viewer's gated-item slot uses. Without a gating store nothing is gated. */
export interface GatingServices {
  readonly gating?: GatingStore;
  /** What the arrival link says about the visitor (lead-data parameters): prefills the form. */
  readonly linkPrefill?: LeadPrefill;
}

/** Overrides the gating services of the board services for the components below it. */
export const GatingServicesContext = createContext<GatingServices | null>(null);

/** The gating services: a `GatingServicesContext` provider's, else those the board services carry. */
export function useGatingServices(): GatingServices {
  const own = useContext(GatingServicesContext);
  const board = useBoardServices() as BoardServices & GatingServices;
  return own ?? board;
}
