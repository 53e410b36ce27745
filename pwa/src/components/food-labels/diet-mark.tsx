// The diet and halal marks a meal carries wherever it appears (cards, details, upcoming meals,
// the menu). Each mark is an icon of its own shape AND its name in text, so it never relies on
// colour alone; `iconOnly` (the menu's compact rows) keeps the name for screen readers and as a
// tooltip. A meal without a diet label says so rather than showing nothing.
import { BadgeCheck, Beef, CircleHelp, Drumstick, Egg, Fish, Ham, Leaf, Vegan } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { DIET_NAMES, type Diet, type MealLabels } from '@hostel/shared-schema';
import './food-labels.css';

const DIET_ICONS: Record<Diet, LucideIcon> = {
  vegan: Vegan,
  vegetarian: Leaf,
  egg: Egg,
  fish: Fish,
  chicken: Drumstick,
  beef: Beef,
  mutton: Ham,
};

/** The colour family of a diet (plant, egg, fish, meat): a second cue beside shape and text. */
const DIET_TONES: Record<Diet, 'plant' | 'egg' | 'fish' | 'meat'> = {
  vegan: 'plant',
  vegetarian: 'plant',
  egg: 'egg',
  fish: 'fish',
  chicken: 'meat',
  beef: 'meat',
  mutton: 'meat',
};

export const DIET_NOT_LABELLED = 'Diet not labelled';

type MarkProps = { iconOnly?: boolean };

export function DietMark({ diet, iconOnly = false }: { diet: Diet | null } & MarkProps) {
  const Icon = diet ? DIET_ICONS[diet] : CircleHelp;
  const name = diet ? DIET_NAMES[diet] : DIET_NOT_LABELLED;
  const tone = diet ? DIET_TONES[diet] : 'none';
  return (
    <span
      className={`food-mark food-mark--${tone}${iconOnly ? ' food-mark--icon' : ''}`}
      title={iconOnly ? name : undefined}
      data-diet={diet ?? 'none'}
    >
      <Icon aria-hidden size={16} strokeWidth={2.25} />
      {/* "Diet: " gives the bare name its meaning when read out of context. */}
      <span className={iconOnly ? 'visually-hidden' : undefined}>
        {diet && <span className="visually-hidden">Diet: </span>}
        {name}
      </span>
    </span>
  );
}

export function HalalMark({ iconOnly = false }: MarkProps) {
  return (
    <span
      className={`food-mark food-mark--halal${iconOnly ? ' food-mark--icon' : ''}`}
      title={iconOnly ? 'Halal' : undefined}
    >
      <BadgeCheck aria-hidden size={16} strokeWidth={2.25} />
      <span className={iconOnly ? 'visually-hidden' : undefined}>Halal</span>
    </span>
  );
}

/** The diet mark, then the halal mark when the meal is halal. */
export function MealMarks({
  labels,
  iconOnly = false,
  className,
}: { labels: Pick<MealLabels, 'diet' | 'halal'>; className?: string } & MarkProps) {
  return (
    <span className={['food-marks', className ?? ''].join(' ').trim()}>
      <DietMark diet={labels.diet} iconOnly={iconOnly} />
      {labels.halal && <HalalMark iconOnly={iconOnly} />}
    </span>
  );
}
