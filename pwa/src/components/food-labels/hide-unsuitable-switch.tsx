// "Hide meals I can't eat" on a list itself (All Meals), the same setting as in My Profile's
// Dietary needs: it is written to the resident's synced dietary profile, so it works offline and
// holds on every list and device. With no needs set there is nothing to hide: the switch is off
// and says where to set them.
import { Link } from 'react-router-dom';
import { saveDietaryProfile, useDietaryProfile } from '../../db';
import { paths } from '../../lib/paths';
import { Switch, toast } from '../ui';
import { hasNeeds } from './dietary-needs';

export const HIDE_UNSUITABLE_LABEL = "Hide meals I can't eat";

export function HideUnsuitableSwitch({ className }: { className?: string }) {
  const { profile, needs, signedIn, loading } = useDietaryProfile();
  if (!signedIn || loading) return null;
  const anyNeeds = hasNeeds(needs);
  return (
    <Switch
      className={className}
      label={HIDE_UNSUITABLE_LABEL}
      checked={anyNeeds && profile.hideUnsuitable}
      disabled={!anyNeeds}
      hint={
        anyNeeds ? (
          'Leave out meals with a warning for you'
        ) : (
          <>
            Set your diet or allergies in{' '}
            <Link to={`${paths.dashboardChild('my-profile')}#dietary-needs`}>My Profile</Link> first
          </>
        )
      }
      onCheckedChange={(hideUnsuitable) => {
        saveDietaryProfile({ ...profile, hideUnsuitable }).catch((failure: unknown) =>
          toast.error(failure instanceof Error ? failure.message : 'Something went Wrong'),
        );
      }}
    />
  );
}
