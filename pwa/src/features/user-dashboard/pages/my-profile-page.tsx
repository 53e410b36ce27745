// my-profile (spec §2): the user's photo, name, e-mail and badge, and a form for the 'about'
// fields. Zip code and phone are numeric; the blood group rule is checked on change and on
// submit and blocks the submit (spec §5). 'Profile Updated' / 'Something went Wrong' (spec §8).
// Beyond the spec: the Dietary needs section, saved through the synced dietary profile (offline
// too), and the package's cover with its Renew package action.
// The Notifications section: Web Push on this device and the moments the resident hears about.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMPTY_ABOUT, MESSAGES, type About } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Card, Input, Textarea, toast } from '../../../components/ui';
import { CoverCard } from '../../../components/package-cover/cover-card';
import { DietaryNeedsCard } from '../components/dietary-needs-card';
import { MyReceipts } from '../components/my-receipts';
import { ProfileHeader } from '../components/profile-header';
import { useDietaryNeeds } from '../hooks/use-dietary-needs';
import { useMyProfile } from '../hooks/use-my-profile';
import { ABOUT_FIELDS, bloodGroupError, digitsOnly } from '../profile-rules';
import { AccountSecurityCard } from '../../../components/account-security/account-security-card';
import { PushSettingsCard } from '../../../components/push-settings/push-settings-card';
import '../../../components/dashboard/dashboard-pages.css';

export function MyProfilePage() {
  const { profile, save } = useMyProfile();
  const dietary = useDietaryNeeds();
  const [about, setAbout] = useState<About>(EMPTY_ABOUT);
  const [bloodError, setBloodError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);

  // Fill the form from the stored profile until the user starts typing.
  const stored = JSON.stringify(profile?.about ?? {});
  useEffect(() => {
    if (!dirty.current) setAbout({ ...EMPTY_ABOUT, ...(JSON.parse(stored) as Partial<About>) });
  }, [stored]);

  const change = (key: keyof About, value: string) => {
    dirty.current = true;
    setAbout((current) => ({ ...current, [key]: value }));
    if (key === 'bloodGroup') setBloodError(bloodGroupError(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = bloodGroupError(about.bloodGroup);
    setBloodError(invalid);
    if (invalid) {
      document.getElementById('profile-bloodGroup')?.focus();
      return;
    }
    setBusy(true);
    try {
      const ok = await save({ ...about, bloodGroup: about.bloodGroup.trim() });
      if (ok) {
        dirty.current = false;
        toast.success(MESSAGES.profileUpdated);
      } else {
        toast.error(MESSAGES.profileUpdateFailed);
      }
    } catch {
      toast.error(MESSAGES.profileUpdateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <h1 className="dash-page__title">My Profile</h1>
      </div>
      <ProfileHeader profile={profile} />
      <CoverCard />
      <DietaryNeedsCard
        value={dietary.value}
        saved={dietary.saved}
        waiting={dietary.waiting}
        onChange={(next) => void dietary.change(next)}
      />
      <PushSettingsCard />
      <MyReceipts />
      <Card as="section" className="profile-about" aria-labelledby="about-title">
        <h2 id="about-title" className="profile-about__title">
          About you
        </h2>
        <form noValidate onSubmit={submit} aria-labelledby="about-title">
          <div className="profile-about__grid">
            {ABOUT_FIELDS.map((field) => (
              <Input
                key={field.key}
                id={`profile-${field.key}`}
                label={field.label}
                name={field.key}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete ?? 'off'}
                inputMode={field.numeric ? 'numeric' : undefined}
                pattern={field.numeric ? '[0-9]*' : undefined}
                value={about[field.key]}
                error={field.key === 'bloodGroup' ? bloodError : undefined}
                onChange={(event) =>
                  change(
                    field.key,
                    field.numeric ? digitsOnly(event.target.value) : event.target.value,
                  )
                }
              />
            ))}
            <Textarea
              className="profile-about__wide"
              label="About Myself"
              name="myself"
              placeholder="A few words about you"
              value={about.myself}
              onChange={(event) => change('myself', event.target.value)}
            />
          </div>
          <div className="profile-about__actions">
            <OnlineOnlyButton type="submit" size="lg" loading={busy}>
              Update Profile
            </OnlineOnlyButton>
          </div>
        </form>
      </Card>
      <AccountSecurityCard />
    </div>
  );
}
