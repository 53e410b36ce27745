// The line a list shows while "Hide meals I can't eat" leaves meals out, so they are never
// hidden silently: how many (when the list knows) and where to change it.
import { EyeOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import './food-labels.css';

export function HiddenMealsNote({ hidden }: { hidden?: number }) {
  if (hidden === 0) return null;
  const what =
    hidden === undefined
      ? "Meals you can't eat are hidden"
      : `${hidden} ${hidden === 1 ? 'meal' : 'meals'} you can't eat ${hidden === 1 ? 'is' : 'are'} hidden`;
  return (
    <p className="hidden-meals-note" data-testid="hidden-meals-note">
      <EyeOff aria-hidden size={16} />
      <span>
        {what} ·{' '}
        <Link to={`${paths.dashboardChild('my-profile')}#dietary-needs`}>change in My Profile</Link>
      </span>
    </p>
  );
}
