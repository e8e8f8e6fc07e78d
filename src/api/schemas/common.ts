/**
 * What the valibot schemas of the answers that load after the first screen share (live event, privacy, download,
 * page pictures) and the request bodies. The first screen's answers are described by the guards of `api/guards.ts`
 * (board.ts, campaign.ts, category.ts, item.ts, lead.ts), so no validation library is in the code it waits for.
 */
import * as v from 'valibot';

/** A positive integer id as the API sends it. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A string that may be missing or null on the wire; normalised to null. */
export const OptionalText = v.optional(v.nullable(v.string()), null);
