// A meal's picture that never shows a broken-image icon: when the image cannot
// load (offline and not cached yet, or gone from the server) a designed placeholder takes its
// place at the same size, and the picture is tried again when the connection returns.
// `loading` says how soon it is fetched: 'lazy' (default) when it scrolls near; 'eager' at once;
// 'priority' at once and ahead of other images (`fetchpriority="high"`), for the picture that can
// be the page's largest paint (LCP). Every box that shows a meal picture is 4:3, and the width
// and height attributes say so, so the page keeps the picture's place before it arrives.
import { UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import './meal-image.css';

export type MealImageLoading = 'lazy' | 'eager' | 'priority';

/** The 4:3 box of every meal picture (its CSS sets the shown size). */
const MEAL_IMAGE_SIZE = { width: 800, height: 600 };

/**
 * How a list's card at `index` loads its picture: the first one can be the page's largest paint
 * (priority); the rest of the widest first row (4 cards) is on screen at once (eager).
 */
export function listImageLoading(index: number): MealImageLoading {
  return index === 0 ? 'priority' : index < 4 ? 'eager' : 'lazy';
}

export function MealImage({
  src,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string;
  /** "" for a decorative picture (the card's title names the meal). */
  alt: string;
  className?: string;
  loading?: MealImageLoading;
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
      width={MEAL_IMAGE_SIZE.width}
      height={MEAL_IMAGE_SIZE.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding={loading === 'priority' ? undefined : 'async'}
      onError={() => setFailed(src)}
    />
  );
}
