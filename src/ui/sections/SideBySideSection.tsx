/** A side-by-side section: an image column, small or large, beside text and a call to action. */
import type { SideBySide } from '../../api/schemas/campaign.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { ImagePlaceholder } from '../shared/ImagePlaceholder.tsx';
import { safeImageSrc } from '../shared/safe-url.ts';
import { CtaAction } from './CtaAction.tsx';

/** Props of {@link SideBySideSection}. */
export interface SideBySideSectionProps {
  block: SideBySide;
  bus: EventBus;
}

/** `column_size` small/large sets the image column's share as a class; stacks on narrow boards. */
export function SideBySideSection({ block, bus }: SideBySideSectionProps) {
  const image = safeImageSrc(block.image_url);
  return (
    <section
      part="side-by-side"
      className={`lb-section lb-card lb-sbs lb-sbs--${block.column_size}${image ? '' : ' lb-sbs--no-media'}`}
      data-key={block.key}
    >
      {image && (
        <div className="lb-sbs__media">
          <FallbackImg src={image} alt="" loading="lazy" fallback={<ImagePlaceholder />} />
        </div>
      )}
      <div className="lb-sbs__body">
        <h2 className="lb-section__title">{block.title}</h2>
        {block.text && <p className="lb-sbs__text">{block.text}</p>}
        {block.cta && <CtaAction cta={block.cta} area={block.key} bus={bus} />}
      </div>
    </section>
  );
}
