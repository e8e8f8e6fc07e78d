/** Stands in for a decorative picture that cannot load: the theme's light tint with a picture icon. */
import { Icon } from './Icon.tsx';

export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div className={className ? `lb-image-placeholder ${className}` : 'lb-image-placeholder'} aria-hidden="true">
      <Icon name="image" />
    </div>
  );
}
