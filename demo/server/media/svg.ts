/**
 * Generated SVG media: thumbnails, images, banners, avatars and logos. There is no internet where the demo
 * runs, so every picture the fixtures reference is drawn here, with colours derived from its name so it looks
 * the same on every run.
 */
import { hash32 } from '../hash.ts';
import { escapeHtml } from '../html.ts';

/** Background gradient pairs that keep white text readable. */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#1a828f', '#2F5162'],
  ['#418bba', '#1f3b57'],
  ['#87b75f', '#2e5e3a'],
  ['#fa8027', '#a3401a'],
  ['#ee3f3f', '#7a1f3d'],
  ['#db519b', '#5b2a86'],
  ['#37b6b7', '#1d4e89'],
  ['#6c5ce7', '#2d3436'],
];

function colours(seed: string): readonly [string, string] {
  return PALETTE[hash32(seed) % PALETTE.length] ?? ['#1a828f', '#2F5162'];
}

/** "acme-launch-header" → "Acme Launch Header". */
export function humanize(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Greedy word wrap to lines of at most `width` characters, at most `maxLines` lines (ellipsis when cut). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1] ?? ''}…`;
  }
  return lines;
}

function frame(width: number, height: number, seed: string, content: string): string {
  const [from, to] = colours(seed);
  const id = `g${hash32(seed).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    // Two soft circles give each picture a recognisable shape besides its colour.
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#fff" opacity="0.08"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="#fff" opacity="0.06"/>`,
    content,
    '</svg>',
  ].join('');
}

function textLines(lines: readonly string[], x: number, y: number, size: number, anchor = 'start'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" ` +
        `font-weight="700" fill="#fff" text-anchor="${anchor}">${escapeHtml(line)}</text>`,
    )
    .join('');
}

/**
 * A 16:9 item thumbnail with the item name. No type badge: the tile says the type under the name, once. The text
 * keeps clear of the sides, which a frame of another shape (the board's 16:10 tiles) crops.
 */
export function thumbnailSvg(title: string): string {
  const lines = wrap(title, 22, 3);
  const size = 30;
  const top = 135 - ((lines.length - 1) * size * 1.25) / 2 + size / 3;
  return frame(480, 270, title, textLines(lines, 56, top, size));
}

/** A picture of `width` × `height` with its title centred (item images, promotion and section pictures). */
export function pictureSvg(title: string, width: number, height: number): string {
  const size = Math.round(Math.min(width / 18, height / 5));
  const lines = wrap(title, Math.max(12, Math.floor(width / (size * 0.6))), 3);
  const top = height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size / 3;
  return frame(width, height, title, textLines(lines, width / 2, top, size, 'middle'));
}

/**
 * A head-shot stand-in of `width` × `height`: a centred silhouette, so any crop around the centre (a square head
 * shot, a 16:10 tile) keeps the person whole.
 */
export function portraitSvg(name: string, width: number, height: number): string {
  const cx = width / 2;
  const head = `<circle cx="${cx}" cy="${height * 0.4}" r="${height * 0.17}" fill="#fff" opacity="0.85"/>`;
  const shoulders = `<ellipse cx="${cx}" cy="${height * 0.98}" rx="${height * 0.34}" ry="${height * 0.3}" fill="#fff" opacity="0.85"/>`;
  return frame(width, height, name, head + shoulders);
}

/** A wide background with shapes but no text: the board draws its banner title over it. */
export function bannerSvg(seed: string): string {
  return frame(1600, 400, seed, '');
}

/** A round avatar with the person's initials. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(' ')
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const [from] = colours(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    `<circle cx="128" cy="128" r="128" fill="${from}"/>` +
    `<text x="128" y="154" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${escapeHtml(initials)}</text></svg>`
  );
}

/** A wordmark logo: a mark and the name. */
export function logoSvg(name: string): string {
  const [from, to] = colours(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">' +
    `<path d="M8 56 L32 8 L56 56 Z" fill="${from}"/><path d="M22 56 L32 36 L42 56 Z" fill="${to}"/>` +
    `<text x="68" y="42" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#1f2933">` +
    `${escapeHtml(name)}</text></svg>`
  );
}
