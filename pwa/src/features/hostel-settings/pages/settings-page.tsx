// "Settings" in the admin dashboard: the hostel's time zone, each slot's serving time
// and skip cut-off, and the rebate per skipped meal of each package. Checked on the device with
// the same zod schema the server uses (each message beside its field), saved online.
import { useEffect, useState } from 'react';
import {
  MEAL_TYPES,
  PACKAGE_NAMES,
  PACKAGE_PRICES,
  hostelSettingsInputSchema,
  type HostelSettingsInput,
} from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Card, Input, Select, Skeleton, toast } from '../../../components/ui';
import { fieldErrorOf } from '../../../lib/server-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEditableSettings, useSaveSettings } from '../hooks/use-settings';
import '../../../components/dashboard/dashboard-page.css';
import './settings.css';

const SLOT_LABEL = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;
const zones = (current: string): string[] => {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
    'timeZone',
  ) ?? ['Asia/Dhaka', 'UTC'];
  return all.includes(current) ? all : [current, ...all];
};

export function SettingsPage() {
  usePageTitle('Settings');
  const { data, error } = useEditableSettings();
  const saveSettings = useSaveSettings();
  const [form, setForm] = useState<HostelSettingsInput>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setForm({ timeZone: data.timeZone, slots: data.slots, rebates: data.rebates });
  }, [data]);

  if (error) return <Card className="dash-empty">Settings could not be loaded.</Card>;
  if (!form) return <Skeleton height={320} />;

  const setSlot = (slot: (typeof MEAL_TYPES)[number], patch: object) =>
    setForm({ ...form, slots: { ...form.slots, [slot]: { ...form.slots[slot], ...patch } } });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = hostelSettingsInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveSettings.run(parsed.data);
      toast.success('Settings saved');
    } catch (failure) {
      const named = fieldErrorOf(failure);
      if (named) setErrors({ [named.field]: named.message });
      toast.error(failure instanceof Error ? failure.message : 'Something went wrong!');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="dash-page settings-page" onSubmit={save} noValidate>
      <div className="dash-page__head">
        <h1 className="dash-page__title">Settings</h1>
        <OnlineOnlyButton type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </OnlineOnlyButton>
      </div>
      <Card className="settings-page__card">
        <h2>Time zone</h2>
        <Select
          label="Hostel time zone"
          value={form.timeZone}
          error={errors.timeZone}
          hint="Menus, serving times and cut-offs are in this time zone."
          options={zones(form.timeZone).map((zone) => ({ value: zone, label: zone }))}
          onChange={(event) => setForm({ ...form, timeZone: event.target.value })}
        />
      </Card>
      <Card className="settings-page__card">
        <h2>Meal times and skip cut-offs</h2>
        <div className="settings-page__slots">
          {MEAL_TYPES.map((slot) => (
            <fieldset key={slot} className="settings-page__slot">
              <legend>{SLOT_LABEL[slot]}</legend>
              <Input
                label="Served at"
                type="time"
                value={form.slots[slot].serveAt}
                error={errors[`slots.${slot}.serveAt`]}
                onChange={(event) => setSlot(slot, { serveAt: event.target.value })}
              />
              <Input
                label="Skip cut-off"
                type="time"
                value={form.slots[slot].cutoffAt}
                error={errors[`slots.${slot}.cutoffAt`]}
                onChange={(event) => setSlot(slot, { cutoffAt: event.target.value })}
              />
              <label className="settings-page__check">
                <input
                  type="checkbox"
                  checked={form.slots[slot].cutoffDayBefore}
                  onChange={(event) => setSlot(slot, { cutoffDayBefore: event.target.checked })}
                />
                Cut-off is the day before
              </label>
            </fieldset>
          ))}
        </div>
      </Card>
      <Card className="settings-page__card">
        <h2>Rebate per skipped meal</h2>
        <div className="settings-page__rebates">
          {PACKAGE_NAMES.map((name) => (
            <Input
              key={name}
              label={`${name[0].toUpperCase()}${name.slice(1)} (Tk)`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={Number.isNaN(form.rebates[name]) ? '' : form.rebates[name]}
              error={errors[`rebates.${name}`]}
              hint={`Default ${Math.round(PACKAGE_PRICES[name] / 90)} (price / 90)`}
              onChange={(event) =>
                setForm({
                  ...form,
                  rebates: { ...form.rebates, [name]: event.target.valueAsNumber },
                })
              }
            />
          ))}
        </div>
      </Card>
    </form>
  );
}
