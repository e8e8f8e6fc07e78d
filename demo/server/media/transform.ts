/**
 * The reference server's image service: the transformation parameters the board puts on picture URLs (the
 * image transformation options; `src/model/image-url.ts` writes them) applied to the generated SVG pictures, so
 * a demo shows what each option does. The picture is nested in a new SVG of the cropped size:
 *
 * - `w`, `h` with `crop=fill`: the new size, the picture scaled to cover it and cut; `gravity` picks the part
 *   kept (north, south, east, west, center; `face` keeps the centre: these pictures have no faces to find);
 * - `flip` `x`, `y` or `xy`: mirrored; `tint` + `tint_alpha`: a colour laid over it;
 * - `filter`: `grayscale`, `sepia` or `invert` (another name is ignored, as an image service ignores a filter it
 *   does not know); `q`: accepted and ignored (vector pictures have no compression quality).
 */

const GRAVITY_ALIGN: Readonly<Record<string, string>> = {
  center: 'xMidYMid',
  face: 'xMidYMid',
  north: 'xMidYMin',
  south: 'xMidYMax',
  east: 'xMaxYMid',
  west: 'xMinYMid',
};

const FILTERS: Readonly<Record<string, string>> = {
  grayscale: '<feColorMatrix type="saturate" values="0"/>',
  sepia: '<feColorMatrix type="matrix" values=".393 .769 .189 0 0 .349 .686 .168 0 0 .272 .534 .131 0 0 0 0 0 1 0"/>',
  invert:
    '<feComponentTransfer><feFuncR type="table" tableValues="1 0"/><feFuncG type="table" tableValues="1 0"/><feFuncB type="table" tableValues="1 0"/></feComponentTransfer>',
};

const TRANSFORM_PARAMS = ['w', 'h', 'crop', 'gravity', 'tint', 'tint_alpha', 'flip', 'filter', 'q'];

const size = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= 4000 ? value : null;
};

/** `svg` as the query's transformation parameters ask; unchanged when it asks for none. */
export function transformSvg(svg: string, query: URLSearchParams): string {
  if (!TRANSFORM_PARAMS.some((name) => query.has(name))) return svg;
  const root = /^<svg [^>]*width="(\d+)" height="(\d+)"[^>]*>/.exec(svg);
  if (!root) return svg;
  const [openTag, w0, h0] = root;
  const width0 = Number(w0);
  const height0 = Number(h0);
  const cropWidth = size(query.get('w'));
  const cropHeight = size(query.get('h'));
  const cropped = query.get('crop') === 'fill' && cropWidth !== null && cropHeight !== null;
  const width = cropped ? cropWidth : width0;
  const height = cropped ? cropHeight : height0;
  const align = GRAVITY_ALIGN[query.get('gravity') ?? 'center'] ?? 'xMidYMid';
  const inner = svg.slice(openTag.length).replace(/<\/svg>$/, '');
  const nested = `<svg width="${width}" height="${height}" viewBox="0 0 ${width0} ${height0}" preserveAspectRatio="${align} slice">${inner}</svg>`;

  const flip = query.get('flip') ?? '';
  const sx = flip.includes('x') ? -1 : 1;
  const sy = flip.includes('y') ? -1 : 1;
  const flipped =
    sx === 1 && sy === 1
      ? nested
      : `<g transform="translate(${sx < 0 ? width : 0} ${sy < 0 ? height : 0}) scale(${sx} ${sy})">${nested}</g>`;

  const filter = FILTERS[query.get('filter') ?? ''];
  const filtered = filter
    ? `<defs><filter id="lbf">${filter}</filter></defs><g filter="url(#lbf)">${flipped}</g>`
    : flipped;

  const tint = /^[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(query.get('tint') ?? '') ? query.get('tint') : null;
  const alpha = Number(query.get('tint_alpha'));
  const tinted =
    tint && alpha >= 0 && alpha <= 1
      ? `${filtered}<rect width="${width}" height="${height}" fill="#${tint}" opacity="${alpha}"/>`
      : filtered;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${tinted}</svg>`;
}
