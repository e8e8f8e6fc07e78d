/**
 * `GET /live_board/v1/boards/{id}/`: the board. Which board, whose organization (its consent) and whether and how it
 * is locked stay strict; a board setting that cannot be read costs that setting, not the board (docs/decisions.md,
 * "Malformed values"): a privacy setting gives way to its asking side, an integration to off, a name that is not
 * text to the board's slug.
 */
import {
  boolean,
  type Guard,
  type Guarded,
  id,
  integer,
  lenientText,
  none,
  noteRepair,
  nullable,
  object,
  oneOf,
  optional,
  optionalObject,
  orElse,
  received,
  reportingRepairs,
  string,
} from '../guards.ts';
import { BOARD_ACCESS, BOARD_FALLBACK, COOKIE_MANAGEMENTS, flagFromText, PRIVACY_POLICIES } from './values.ts';

/** A yes/no the board can do without: a boolean, or 'true' / 'false' as text; anything else is `fallback`. */
const lenientFlag =
  (fallback: boolean): Guard<boolean> =>
  (value, path) => {
    if (typeof value === 'boolean') return value;
    const said = flagFromText(value);
    if (said !== null)
      noteRepair(path, `read as ${String(said)}`, `expected a boolean but received the text ${JSON.stringify(value)}`);
    else noteRepair(path, 'set to its default', `expected a boolean but received ${received(value)}`);
    return said ?? fallback;
  };

/** A yes/no that widens what the board does or lowers privacy: anything but a boolean is its safe side. */
const safeFlag = (safe: boolean) => orElse(boolean, () => safe, `set to ${String(safe)}, its safe side`);

const privacyFallback = BOARD_FALLBACK.privacy;

/**
 * Privacy settings of a board. `privacy_warning_provider` is 'vendor' in vendor-provider mode. A value that cannot be
 * read gives way to its asking side (`BOARD_FALLBACK.privacy`); settings that are no object at all are all of it.
 */
const boardPrivacy = orElse(
  object({
    cookie_management: orElse(oneOf(COOKIE_MANAGEMENTS), () => privacyFallback.cookie_management),
    privacy_policy: orElse(
      optional(oneOf(PRIVACY_POLICIES), () => 'none'),
      () => privacyFallback.privacy_policy,
    ),
    privacy_warning_check: safeFlag(privacyFallback.privacy_warning_check),
    regulated_countries_only: safeFlag(privacyFallback.regulated_countries_only),
    privacy_warning_provider: lenientText,
    element_id: orElse(optional(nullable(id), none), none, 'set to none'),
    message: lenientText,
    link: lenientText,
    is_top: lenientFlag(privacyFallback.is_top),
    can_close: lenientFlag(privacyFallback.can_close),
  }),
  () => ({ ...privacyFallback }),
  'set to asking for consent everywhere',
);

/** One integration, or null when it is missing; one that cannot be read is off. */
const integration = <T>(guard: Guard<T>) => orElse(optionalObject(guard), none, 'left out (off)');

/** Marketing integrations of a board. A missing integration is null; integrations that are no object are all off. */
const boardIntegrations = orElse(
  object({
    ga: integration(object({ measurement_id: string })),
    marketo: integration(object({ munchkin_id: string })),
    eloqua: integration(object({ site_id: string })),
    pardot: integration(object({ account_id: string, campaign_id: string })),
    allow_append_params: safeFlag(BOARD_FALLBACK.allowAppendParams),
  }),
  () => ({ ...BOARD_FALLBACK.integrations }),
  'all off',
);

/** The board, checked and repaired; its repairs are warned about in one console warning. */
export const boardGuard = reportingRepairs('board', (value, path) => {
  const { name, ...board } = object({
    id,
    slug: string,
    name: orElse<string | null>(string, none, "set to the board's slug"),
    organization_id: id,
    status: orElse(integer(), () => BOARD_FALLBACK.status),
    is_ssl: lenientFlag(BOARD_FALLBACK.isSsl),
    allow_embedding: safeFlag(BOARD_FALLBACK.allowEmbedding),
    has_items_to_display: lenientFlag(BOARD_FALLBACK.hasItemsToDisplay),
    /** How a board is protected: 'open' boards need no lock; the others are unlocked per session (model/lock-store.ts). */
    access: optional(oneOf(BOARD_ACCESS), () => 'open'),
    /** True while this session has not passed the board's lock: the server then withholds all other board data. */
    locked: optional(boolean, () => false),
    privacy: boardPrivacy,
    integrations: boardIntegrations,
  })(value, path);
  return { ...board, name: name ?? board.slug };
});

export type Board = Guarded<typeof boardGuard>;
export type BoardPrivacy = Guarded<typeof boardPrivacy>;
export type BoardIntegrations = Guarded<typeof boardIntegrations>;
