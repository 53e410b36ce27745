// The top of my-profile: photo, name, e-mail, badge and package of the signed-in user.
import { badgeTier, NO_PACKAGE_BADGE, type UserDoc } from '@hostel/shared-schema';
import { Badge, Card, Skeleton } from '../../../components/ui';

export function ProfileHeader({ profile }: { profile: UserDoc | undefined }) {
  if (!profile) {
    return (
      <Card className="profile-head" aria-busy>
        <Skeleton width={96} height={96} radius="50%" />
        <div style={{ flex: 1, display: 'grid', gap: 8 }}>
          <Skeleton width="40%" height={24} />
          <Skeleton width="60%" />
        </div>
      </Card>
    );
  }
  const tier = badgeTier(profile.badge);
  return (
    <Card as="section" className="profile-head" aria-label="Your account">
      <img
        className="profile-head__photo"
        src={profile.photo || '/default-avatar.png'}
        alt={`Photo of ${profile.name}`}
        width={96}
        height={96}
      />
      <div>
        <h2 className="profile-head__name">{profile.name}</h2>
        <p className="profile-head__email muted">{profile.email}</p>
        <div className="profile-head__tags">
          <Badge tone={tier ? 'accent' : 'neutral'} title="Badge">
            {profile.badge || NO_PACKAGE_BADGE}
          </Badge>
          <span className="muted">{tier ? `${tier} package` : 'No package yet'}</span>
        </div>
      </div>
    </Card>
  );
}
