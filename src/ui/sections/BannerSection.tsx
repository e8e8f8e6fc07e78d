/** The banner section: title and subtitle over an image, at one of four heights. */
import type { CSSProperties } from 'react';

import type { Campaign } from '../../model/campaign.ts';
import { cssImageUrl } from '../shared/safe-url.ts';

/** Props of {@link BannerSection}. */
export interface BannerSectionProps {
  banner: Campaign['banner'];
  textColor: string;
}

/** Height basic/short/medium/tall as a class; text colour from `bannerTextColorHex`; the image is decorative. */
export function BannerSection({ banner, textColor }: BannerSectionProps) {
  const image = cssImageUrl(banner.image_url);
  const style: CSSProperties = { color: textColor, ...(image ? { backgroundImage: image } : {}) };
  const title = banner.title?.trim() || null;
  const subtitle = banner.subtitle?.trim() || null;
  return (
    <div
      part="banner"
      className={`lb-banner lb-banner--${banner.height}${image ? ' lb-banner--image' : ''}`}
      style={style}
    >
      {(title || subtitle) && (
        <div className="lb-banner__text">
          {title && <h2 className="lb-banner__title">{title}</h2>}
          {subtitle && <p className="lb-banner__subtitle">{subtitle}</p>}
        </div>
      )}
    </div>
  );
}
