import * as v from 'valibot';

import { Id, LenientText, orElse } from './common.ts';
import { BOARD_ACCESS, BOARD_FALLBACK, COOKIE_MANAGEMENTS, flagFromText, PRIVACY_POLICIES } from './values.ts';

/** Cookie management of a board. */
export const CookieManagement = v.picklist(COOKIE_MANAGEMENTS);

/** Privacy policies. */
export const PrivacyPolicy = v.picklist(PRIVACY_POLICIES);

// A board setting that cannot be read costs that setting, not the board (docs/decisions.md, "Malformed values"):
// the guards of `api/wire-guards.ts` repair the same values the same way.

/** A yes/no the board can do without: a boolean, or 'true' / 'false' as text; anything else is `fallback`. */
const LenientFlag = (fallback: boolean) =>
  v.pipe(
    // A missing value is read like a null one (no default would leave the key out of the output).
    v.optional(v.unknown(), null),
    v.transform((value) => (typeof value === 'boolean' ? value : (flagFromText(value) ?? fallback))),
  );

/** A yes/no that widens what the board does or lowers privacy: anything but a boolean is its safe side. */
const SafeFlag = (safe: boolean) => orElse(v.boolean(), () => safe);

const privacyFallback = BOARD_FALLBACK.privacy;

/**
 * Privacy settings of a board. `privacy_warning_provider` is 'vendor' in vendor-provider mode. A value that cannot be
 * read gives way to its asking side (`BOARD_FALLBACK.privacy`); settings that are no object at all are all of it.
 */
export const BoardPrivacySchema = orElse(
  v.object({
    cookie_management: orElse(CookieManagement, () => privacyFallback.cookie_management),
    privacy_policy: orElse(v.optional(PrivacyPolicy, 'none'), () => privacyFallback.privacy_policy),
    privacy_warning_check: SafeFlag(privacyFallback.privacy_warning_check),
    regulated_countries_only: SafeFlag(privacyFallback.regulated_countries_only),
    privacy_warning_provider: LenientText,
    element_id: orElse(v.optional(v.nullable(Id), null), () => null),
    message: LenientText,
    link: LenientText,
    is_top: LenientFlag(privacyFallback.is_top),
    can_close: LenientFlag(privacyFallback.can_close),
  }),
  () => ({ ...privacyFallback }),
);

/** One integration, or null when it is missing; one that cannot be read is off. */
const Integration = <S extends v.ObjectEntries>(entries: S) =>
  orElse(v.optional(v.nullable(v.object(entries)), null), () => null);

/** Marketing integrations of a board. A missing integration is null; integrations that are no object are all off. */
export const BoardIntegrationsSchema = orElse(
  v.object({
    ga: Integration({ measurement_id: v.string() }),
    marketo: Integration({ munchkin_id: v.string() }),
    eloqua: Integration({ site_id: v.string() }),
    pardot: Integration({ account_id: v.string(), campaign_id: v.string() }),
    allow_append_params: SafeFlag(BOARD_FALLBACK.allowAppendParams),
  }),
  () => ({ ...BOARD_FALLBACK.integrations }),
);

/** How a board is protected. 'open' boards need no lock; the others are unlocked per session (model/lock-store.ts). */
export const BoardAccess = v.picklist(BOARD_ACCESS);

/**
 * `GET /live_board/v1/boards/{id}/`. Which board, whose organization (its consent) and whether and how it is locked
 * stay strict; a name that is not text is the board's slug.
 */
export const BoardSchema = v.pipe(
  v.object({
    id: Id,
    slug: v.string(),
    name: orElse(v.nullable(v.string()), () => null),
    organization_id: Id,
    status: orElse(v.pipe(v.number(), v.integer()), () => BOARD_FALLBACK.status),
    is_ssl: LenientFlag(BOARD_FALLBACK.isSsl),
    allow_embedding: SafeFlag(BOARD_FALLBACK.allowEmbedding),
    has_items_to_display: LenientFlag(BOARD_FALLBACK.hasItemsToDisplay),
    access: v.optional(BoardAccess, 'open'),
    /** True while this session has not passed the board's lock: the server then withholds all other board data. */
    locked: v.optional(v.boolean(), false),
    privacy: BoardPrivacySchema,
    integrations: BoardIntegrationsSchema,
  }),
  v.transform(({ name, ...board }) => ({ ...board, name: name ?? board.slug })),
);

export type Board = v.InferOutput<typeof BoardSchema>;
export type BoardPrivacy = v.InferOutput<typeof BoardPrivacySchema>;
export type BoardIntegrations = v.InferOutput<typeof BoardIntegrationsSchema>;
