/**
 * An `<img>` that gives way to a designed stand-in when its picture cannot be had (a 404, a network error, an
 * undecodable file): a visitor never sees the browser's broken-image glyph. A new `src` is tried afresh.
 */
import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';

/** Props of {@link FallbackImg}: those of `<img>`, with a `src` always given, and what shows if it fails. */
export interface FallbackImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  fallback: ReactNode;
}

export function FallbackImg({ src, fallback, ...props }: FallbackImgProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <>{fallback}</>;
  return <img {...props} src={src} onError={() => setFailed(src)} />;
}
