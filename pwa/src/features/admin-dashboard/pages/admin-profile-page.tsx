// admin-profile (spec §2): heading 'Admin profile', the admin's photo, name and e-mail
// (/admin-profile) and five tiles of counters (/admin-profile-data).
import { CircleCheck, Clock, HandPlatter, UtensilsCrossed, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '../../../app/auth';
import { Card, Skeleton } from '../../../components/ui';
import { formatNumber, formatTk } from '../../../lib/format';
import { queryFailure } from '../components/load-error';
import { useAdminProfile } from '../hooks/use-admin-lists';
import '../../../components/dashboard/dashboard-pages.css';
import { AccountSecurityCard } from '../../../components/account-security/account-security-card';
import '../components/admin-pages.css';

function Tile({ label, icon, value }: { label: string; icon: ReactNode; value?: string }) {
  return (
    <Card as="li" className="admin-tile">
      <p className="admin-tile__label">
        {icon}
        {label}
      </p>
      {value === undefined ? (
        <Skeleton width="50%" height={28} />
      ) : (
        <p className="admin-tile__value">{value}</p>
      )}
    </Card>
  );
}

export function AdminProfilePage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { profile, counters } = useAdminProfile(email);
  const name = profile.data?.name ?? user?.name ?? '';
  const data = counters.data;
  const show = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value);

  return (
    <div className="dash-page">
      <h1 className="dash-page__title">Admin profile</h1>
      <Card as="section" className="profile-head" aria-label="Your account">
        <img
          className="profile-head__photo"
          src={user?.photo || '/default-avatar.png'}
          alt={`Photo of ${name}`}
          width={96}
          height={96}
        />
        <div>
          <h2 className="profile-head__name">{name}</h2>
          <p className="profile-head__email muted">{profile.data?.email ?? email}</p>
        </div>
      </Card>
      {queryFailure(counters, 'your statistics') ?? (
        <ul className="admin-tiles" aria-label="Your statistics" aria-busy={!data || undefined}>
          <Tile
            label="Meals you Added"
            icon={<UtensilsCrossed aria-hidden size={18} />}
            value={show(data?.addedMealCount)}
          />
          <Tile
            label="Total Payment"
            icon={<Wallet aria-hidden size={18} />}
            value={data ? formatTk(data.paymentAmount) : undefined}
          />
          <Tile
            label="Requested Meals"
            icon={<HandPlatter aria-hidden size={18} />}
            value={show(data?.requestedMealsCount)}
          />
          <Tile
            label="Served Meals"
            icon={<CircleCheck aria-hidden size={18} />}
            value={show(data?.servedMealCount)}
          />
          <Tile
            label="Pending Meals"
            icon={<Clock aria-hidden size={18} />}
            value={show(data?.pendingMealCount)}
          />
        </ul>
      )}
      <AccountSecurityCard />
    </div>
  );
}
