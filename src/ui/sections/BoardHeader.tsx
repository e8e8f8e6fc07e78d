/** The header section: logo, title and the owner's calls to action. */
import type { CSSProperties } from 'react';

import type { Campaign } from '../../model/campaign.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { cssImageUrl, safeImageSrc } from '../shared/safe-url.ts';
import { CtaAction } from './CtaAction.tsx';

/** Props of {@link BoardHeader}. */
export interface BoardHeaderProps {
  header: Campaign['header'];
  boardName: string;
  bus: EventBus;
}

/** A header bar; with `background.show` it takes the theme colour (and image) with the readable text colour. */
export function BoardHeader({ header, boardName, bus }: BoardHeaderProps) {
  const withBackground = header.background.show;
  const image = withBackground ? cssImageUrl(header.background.image_url) : null;
  // The picture under the header's scrim (header.css `.lb-header--image`).
  const style = image ? ({ '--lb-header-image': image } as CSSProperties) : undefined;
  const logo = safeImageSrc(header.logo_url);
  const title = header.title?.trim() || null;
  return (
    <header
      part="header"
      className={`lb-header${withBackground ? ' lb-header--themed' : ''}${image ? ' lb-header--image' : ''}`}
      style={style}
    >
      <div className="lb-header__brand">
        {/* With a title beside it the logo is decorative; alone, it names the board. */}
        {logo && (
          <FallbackImg
            className="lb-header__logo"
            src={logo}
            alt={title ? '' : boardName}
            // A logo that cannot load leaves its slot empty, so the title does not move.
            fallback={<span className="lb-header__logo lb-header__logo--missing" />}
          />
        )}
        {title && <h2 className="lb-header__title">{title}</h2>}
      </div>
      {header.ctas.length > 0 && (
        <div className="lb-header__actions">
          {header.ctas.map((cta, index) => (
            <CtaAction
              key={`${cta.label}-${index}`}
              cta={cta}
              area="header"
              bus={bus}
              className="lb-button lb-button--header"
            />
          ))}
        </div>
      )}
    </header>
  );
}
