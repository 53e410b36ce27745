// Skeleton: a shimmering placeholder with the shape of the content that is loading, so screens
// never flash blank (LOOK.md). Hidden from assistive technology; pair it with a status text.
import './skeleton.css';

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={['ui-skeleton', className ?? ''].join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
