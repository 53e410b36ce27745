// Card: the soft-radius, shadowed surface meals, plans and tiles sit on.
import type { HTMLAttributes } from 'react';
import './card.css';

export function Card({
  className,
  as: Tag = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'li' }) {
  return <Tag className={['ui-card', className ?? ''].join(' ')} {...rest} />;
}
