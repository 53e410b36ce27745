// A meal's picture that never shows a broken-image icon: when the image cannot
// load (offline and not cached yet, or gone from the server) a designed placeholder takes its
// place at the same size, and the picture is tried again when the connection returns.
import { UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import './meal-image.css';

export function MealImage({
  src,
  alt,
  className,
  lazy = true,
}: {
  src: string;
  /** "" for a decorative picture (the card's title names the meal). */
  alt: string;
  className?: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    if (failed !== src) return undefined;
    const retry = () => setFailed(undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, src]);

  if (failed === src || !src) {
    return (
      <div
        className={`meal-image-placeholder ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="meal-image-placeholder"
      >
        <UtensilsCrossed aria-hidden size={40} strokeWidth={1.5} />
        <span className="meal-image-placeholder__text">Photo not available</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
