/** A promotion section: 1–4 columns of blocks with image, title, text and call to action. */
import type { Promotion } from '../../api/schemas/campaign.ts';
import { PROMO_ALIGNMENT } from '../../base/constants.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { ImagePlaceholder } from '../shared/ImagePlaceholder.tsx';
import { safeImageSrc } from '../shared/safe-url.ts';
import { CtaAction } from './CtaAction.tsx';

const ALIGN_CLASS: Record<Promotion['alignment'], string> = {
  [PROMO_ALIGNMENT.center]: 'center',
  [PROMO_ALIGNMENT.left]: 'left',
  [PROMO_ALIGNMENT.right]: 'right',
};

/** Props of {@link PromotionSection}. */
export interface PromotionSectionProps {
  promotion: Promotion;
  bus: EventBus;
}

/** Columns and alignment are classes; block titles are h3 under the promotion's h2, or h2 when it has none. */
export function PromotionSection({ promotion, bus }: PromotionSectionProps) {
  const title = promotion.title?.trim() || null;
  const BlockHeading = title ? 'h3' : 'h2';
  return (
    <section
      part="promotion"
      className={`lb-section lb-promo lb-promo--cols-${promotion.columns} lb-promo--align-${ALIGN_CLASS[promotion.alignment]}`}
      data-key={promotion.key}
      data-position={promotion.position}
    >
      {title && <h2 className="lb-section__title">{title}</h2>}
      <ul className="lb-promo__blocks" role="list">
        {promotion.blocks.map((block, index) => {
          const image = safeImageSrc(block.image_url);
          return (
            <li key={index} className="lb-card lb-promo__block">
              {image && (
                <FallbackImg
                  className="lb-promo__image"
                  src={image}
                  alt=""
                  loading="lazy"
                  fallback={<ImagePlaceholder className="lb-promo__image" />}
                />
              )}
              <div className="lb-promo__body">
                <BlockHeading className="lb-promo__title">{block.title}</BlockHeading>
                {block.text && <p className="lb-promo__text">{block.text}</p>}
                {block.cta && <CtaAction cta={block.cta} area={promotion.key} bus={bus} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
