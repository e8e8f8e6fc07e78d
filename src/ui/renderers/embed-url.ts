/**
 * Link items of a video or document site (link sources) play in the provider's own embeddable player.
 * This turns the `link_url` an owner pasted — in any of the provider's common URL shapes — into that player's
 * URL, or null when the shape is not recognised (the item is then framed as a plain link).
 *
 * Ids are checked against each provider's id alphabet, so nothing from the pasted URL but the id reaches the
 * player URL.
 */
import type { PresentedItemTypeName } from '../../api/schemas/item.ts';
import { CONTROL_CHARS, parseUrl } from '../../model/outbound-link.ts';

/** Link sources with an embeddable player. */
export type PlayerProvider =
  | 'youtube'
  | 'vimeo'
  | 'wistia'
  | 'vidyard'
  | 'brighttalk'
  | 'brightcove'
  | 'prezi'
  | 'facebook_video'
  | 'linkedin_post';

/** How a provider's player is framed. */
export interface PlayerFrame {
  /** The player's URL. */
  readonly src: string;
  /**
   * Sandbox tokens, or null where the provider's player breaks inside a sandbox. Never `allow-top-navigation`:
   * a framed player must not navigate the host page.
   */
  readonly sandbox: string | null;
}

/** Sandbox for players known to run sandboxed: scripts, their own origin, fullscreen/cast and links out. */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/** Providers with a player, and whether it tolerates a sandbox. */
const SANDBOX: Readonly<Record<PlayerProvider, string | null>> = {
  youtube: PLAYER_SANDBOX,
  vimeo: PLAYER_SANDBOX,
  wistia: PLAYER_SANDBOX,
  vidyard: PLAYER_SANDBOX,
  // BrightTALK's player asks for registration inside the frame.
  brighttalk: `${PLAYER_SANDBOX} allow-forms`,
  brightcove: PLAYER_SANDBOX,
  prezi: PLAYER_SANDBOX,
  // Facebook's and LinkedIn's plugins rely on cookies and storage access that a sandboxed frame loses.
  facebook_video: null,
  linkedin_post: null,
};

/**
 * The hosts each provider's player and pictures come from. Nothing is requested from them before the visitor
 * presses play: a thumbnail on one of them is not shown in the facade (a designed placeholder stands in).
 */
const VENDOR_DOMAINS: Readonly<Record<PlayerProvider, readonly string[]>> = {
  youtube: [
    'youtube.com',
    'youtube-nocookie.com',
    'youtu.be',
    'ytimg.com',
    'ggpht.com',
    'googlevideo.com',
    'google.com',
    'googleapis.com',
    'gstatic.com',
    'googleusercontent.com',
    'doubleclick.net',
  ],
  vimeo: ['vimeo.com', 'vimeocdn.com'],
  wistia: ['wistia.com', 'wistia.net', 'wi.st'],
  vidyard: ['vidyard.com'],
  brighttalk: ['brighttalk.com', 'brighttalk.net'],
  brightcove: ['brightcove.net', 'brightcove.com', 'boltdns.net'],
  prezi: ['prezi.com', 'prezicdn.net'],
  facebook_video: ['facebook.com', 'facebook.net', 'fbcdn.net', 'fb.watch'],
  linkedin_post: ['linkedin.com', 'licdn.com'],
};

/** Whether `url` is on one of `provider`'s hosts (so fetching it would reach the provider). */
export function isVendorUrl(provider: PlayerProvider, url: string): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && isHost(parsed, ...VENDOR_DOMAINS[provider]);
}

/** Whether a presented item type has a player. */
export function isPlayerProvider(type: PresentedItemTypeName): type is PlayerProvider {
  return Object.hasOwn(SANDBOX, type);
}

function parse(raw: string): URL | null {
  const value = raw.trim();
  if (!value || CONTROL_CHARS.test(value)) return null;
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

/** The host without `www.`/`m.` and the like, lower case. */
const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^(?:www|m|mobile|web|music)\./, '');

const isHost = (url: URL, ...domains: string[]) => {
  const host = bareHost(url);
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

/** Seconds of a YouTube start time: `90`, `90s`, `1m30s`, `1h2m3s`. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtube(url: URL): string | null {
  let id: string | undefined;
  if (isHost(url, 'youtu.be')) {
    id = segments(url)[0];
  } else if (isHost(url, 'youtube.com', 'youtube-nocookie.com')) {
    const [first, second] = segments(url);
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first && ['embed', 'shorts', 'live', 'v', 'e'].includes(first)) id = second;
    else if (first === 'attribution_link') {
      const inner = url.searchParams.get('u');
      return inner ? youtube(new URL(inner, 'https://www.youtube.com')) : null;
    }
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function vimeo(url: URL): string | null {
  if (!isHost(url, 'vimeo.com')) return null;
  const parts = segments(url);
  // player.vimeo.com/video/{id}, vimeo.com/{id}[/{hash}], /channels/{c}/{id}, /groups/{g}/videos/{id},
  // /album/{a}/video/{id}, /showcase/{s}/video/{id}: the id is the first all-digit segment.
  const at = parts.findIndex((part) => /^\d+$/.test(part));
  const id = parts[at];
  if (!id) return null;
  const unlisted = parts[at + 1];
  const hash = url.searchParams.get('h') ?? (unlisted && /^[a-f0-9]{6,}$/i.test(unlisted) ? unlisted : null);
  return `https://player.vimeo.com/video/${id}${hash && /^[a-f0-9]+$/i.test(hash) ? `?h=${hash}` : ''}`;
}

const WISTIA_ID = /^[a-z0-9]{10}$/i;

function wistia(url: URL): string | null {
  if (!isHost(url, 'wistia.com', 'wistia.net', 'wi.st')) return null;
  const parts = segments(url);
  // {account}.wistia.com/medias/{id}, fast.wistia.net/embed/iframe/{id}, fast.wistia.com/embed/medias/{id}.jsonp
  const at = parts.findIndex((part) => part === 'medias' || part === 'iframe');
  const id = (at === -1 ? undefined : parts[at + 1])?.replace(/\.(?:jsonp|json)$/, '');
  const fromQuery = url.searchParams.get('wvideo') ?? url.searchParams.get('wmediaid');
  const found = id ?? fromQuery ?? undefined;
  return found && WISTIA_ID.test(found) ? `https://fast.wistia.net/embed/iframe/${found}` : null;
}

const VIDYARD_ID = /^[A-Za-z0-9_-]{10,40}$/;

function vidyard(url: URL): string | null {
  if (!isHost(url, 'vidyard.com')) return null;
  const parts = segments(url);
  // share.vidyard.com/watch/{uuid}, video.vidyard.com/watch/{uuid}, {x}.hubs.vidyard.com/watch/{uuid},
  // play.vidyard.com/{uuid}[.html|.jpg]
  const at = parts.indexOf('watch');
  const raw = at === -1 ? (bareHost(url) === 'play.vidyard.com' ? parts[0] : undefined) : parts[at + 1];
  const id = raw?.replace(/\.(?:html|jpg|js)$/, '');
  return id && VIDYARD_ID.test(id) ? `https://play.vidyard.com/${id}` : null;
}

function brighttalk(url: URL): string | null {
  if (!isHost(url, 'brighttalk.com')) return null;
  const parts = segments(url);
  // brighttalk.com/webcast/{channel}/{webcast}[/…], …/channel/{channel}/webcast/{webcast}/…
  let channel: string | undefined;
  let webcast: string | undefined;
  const webcastAt = parts.indexOf('webcast');
  const channelAt = parts.indexOf('channel');
  if (channelAt !== -1) {
    channel = parts[channelAt + 1];
    webcast = webcastAt === -1 ? undefined : parts[webcastAt + 1];
  } else if (webcastAt !== -1) {
    channel = parts[webcastAt + 1];
    webcast = parts[webcastAt + 2];
  }
  if (!channel || !webcast || !/^\d+$/.test(channel) || !/^\d+$/.test(webcast)) return null;
  return `https://www.brighttalk.com/service/player/en-US/theme/default/channel/${channel}/webcast/${webcast}/play?showChannelList=false`;
}

function brightcove(url: URL): string | null {
  if (bareHost(url) !== 'players.brightcove.net') return null;
  // players.brightcove.net/{account}/{player}_{embed}/index.html?videoId={id} is already the player.
  const [account, player] = segments(url);
  const videoId = url.searchParams.get('videoId');
  if (!account || !/^\d+$/.test(account) || !player || !/^[A-Za-z0-9_-]+$/.test(player)) return null;
  if (!videoId || !/^(?:\d+|ref:[A-Za-z0-9_-]+)$/.test(videoId)) return null;
  return `https://players.brightcove.net/${account}/${player}/index.html?videoId=${encodeURIComponent(videoId)}`;
}

const PREZI_ID = /^[A-Za-z0-9_-]{8,}$/;

function prezi(url: URL): string | null {
  if (!isHost(url, 'prezi.com')) return null;
  const parts = segments(url);
  const [first, second, third] = parts;
  // prezi.com/p/{id}/{slug}/ (Prezi Next), prezi.com/v/{id}/ (Prezi Video), prezi.com/{id}/{slug}/ (classic),
  // and their embed forms prezi.com/p/embed/{id}/, prezi.com/embed/{id}/.
  if ((first === 'p' || first === 'v') && second === 'embed' && third && PREZI_ID.test(third)) {
    return `https://prezi.com/${first}/embed/${third}/`;
  }
  if ((first === 'p' || first === 'v') && second && PREZI_ID.test(second))
    return `https://prezi.com/${first}/embed/${second}/`;
  if (first === 'embed' && second && PREZI_ID.test(second)) return `https://prezi.com/embed/${second}/`;
  if (first && PREZI_ID.test(first) && !['p', 'v', 'embed', 'view'].includes(first))
    return `https://prezi.com/embed/${first}/`;
  return null;
}

function facebook(url: URL): string | null {
  if (isHost(url, 'fb.watch')) {
    const [id] = segments(url);
    return id
      ? `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(`https://fb.watch/${id}/`)}&show_text=false`
      : null;
  }
  if (!isHost(url, 'facebook.com')) return null;
  const parts = segments(url);
  if (parts[0] === 'plugins' && parts[1] === 'video.php') {
    const inner = url.searchParams.get('href');
    const parsed = inner ? parse(inner) : null;
    return parsed && parsed.pathname !== url.pathname ? facebook(parsed) : null;
  }
  // /{page}/videos/{id}, /watch/?v={id}, /reel/{id}, /video.php?v={id}
  const isVideo = parts.includes('videos') || parts[0] === 'watch' || parts[0] === 'reel' || parts[0] === 'video.php';
  if (!isVideo) return null;
  const canonical = `https://www.facebook.com${url.pathname}${parts[0] === 'watch' || parts[0] === 'video.php' ? url.search : ''}`;
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(canonical)}&show_text=false`;
}

function linkedin(url: URL): string | null {
  if (!isHost(url, 'linkedin.com')) return null;
  const path = decodeURIComponent(url.pathname);
  // /feed/update/urn:li:activity:{id}, /embed/feed/update/urn:li:share:{id}, …:ugcPost:{id}
  const urn = /urn:li:(activity|share|ugcPost):(\d+)/.exec(path);
  if (urn) return `https://www.linkedin.com/embed/feed/update/${urn[0]}`;
  // /posts/{author}_{slug}-activity-{19 digits}-{suffix}
  const activity = /\/posts\/[^/]*-activity-(\d+)/.exec(path)?.[1];
  return activity ? `https://www.linkedin.com/embed/feed/update/urn:li:activity:${activity}` : null;
}

const PLAYERS: Readonly<Record<PlayerProvider, (url: URL) => string | null>> = {
  youtube,
  vimeo,
  wistia,
  vidyard,
  brighttalk,
  brightcove,
  prezi,
  facebook_video: facebook,
  linkedin_post: linkedin,
};

/**
 * What a player's URL gets once the visitor pressed play: start playing (the press is the user gesture the frame
 * inherits through `allow="autoplay"`), and the providers' own no-tracking switches where they have one (YouTube's
 * is its youtube-nocookie host, always used).
 */
const ON_PLAY: Readonly<Partial<Record<PlayerProvider, Readonly<Record<string, string>>>>> = {
  youtube: { autoplay: '1' },
  vimeo: { autoplay: '1', dnt: '1' },
  wistia: { autoPlay: 'true', doNotTrack: 'true' },
  vidyard: { autoplay: '1' },
  brightcove: { autoplay: 'true' },
};

/**
 * The player of a link item of `provider` for `linkUrl`, or null when the URL is not one of its shapes. `play`:
 * the URL to load when the visitor pressed play (autoplay and the provider's privacy switches).
 */
export function playerFrame(
  provider: PlayerProvider,
  linkUrl: string | null | undefined,
  { play = false }: { play?: boolean } = {},
): PlayerFrame | null {
  const url = linkUrl ? parse(linkUrl) : null;
  const src = url ? PLAYERS[provider](url) : null;
  if (!src) return null;
  // Vimeo's do-not-track switch holds for every load of its player.
  const extra = { ...(provider === 'vimeo' ? { dnt: '1' } : {}), ...(play ? ON_PLAY[provider] : {}) };
  if (Object.keys(extra).length === 0) return { src, sandbox: SANDBOX[provider] };
  const player = new URL(src);
  for (const [name, value] of Object.entries(extra)) player.searchParams.set(name, value);
  return { src: player.href, sandbox: SANDBOX[provider] };
}
