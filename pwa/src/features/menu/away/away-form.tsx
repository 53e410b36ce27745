// The "I'm away" form: from and to dates, checked by the shared rule (awayRangeSchema) with each
// message beside its field, and before confirming, how many covered meals the range will skip
// and which slots it leaves as they are (already skipped, past their cut-off, not covered).
import { useMemo, useState, type FormEvent } from 'react';
import {
  addDaysToDate,
  awayRangeSchema,
  dayLabel,
  planAway,
  SKIP_DAYS_AHEAD,
  type AwayRange,
  type HostelSettings,
  type RangeSlot,
} from '@hostel/shared-schema';
import { Button, Input } from '../../../components/ui';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { meals, stayAsTheyAre } from './away-words';

type Props = {
  today: string;
  now: number;
  settings: Pick<HostelSettings, 'timeZone' | 'slots'>;
  /** The last covered day; null: nothing covered; undefined: not known (offline). */
  coveredUntil: string | null | undefined;
  /** `${date}:${slot}` of the slots already skipped: the range leaves them as they are. */
  alreadySkipped: ReadonlySet<string>;
  busy?: boolean;
  onConfirm: (range: AwayRange, slots: RangeSlot[], pastCutoff: RangeSlot[]) => void;
};

type Errors = Partial<Record<keyof AwayRange, string>>;

export function AwayForm({
  today,
  now,
  settings,
  coveredUntil,
  alreadySkipped,
  busy,
  onConfirm,
}: Props) {
  const [fields, setFields] = useState({ from: today, to: addDaysToDate(today, 1) });
  const [errors, setErrors] = useState<Errors>({});
  const { ref, refused } = useFocusFirstInvalid();
  const schema = useMemo(() => awayRangeSchema(today), [today]);
  const parsed = schema.safeParse(fields);
  const plan = parsed.success ? planAway(settings, parsed.data, now, coveredUntil) : undefined;
  const toSkip =
    plan?.open.filter(({ date, slot }) => !alreadySkipped.has(`${date}:${slot}`)) ?? [];
  const kept = (plan?.open.length ?? 0) - toSkip.length;

  const change = (name: keyof AwayRange) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof AwayRange;
        found[name] ??= issue.message;
      }
      setErrors(found);
      refused();
      return;
    }
    if (plan && toSkip.length > 0) onConfirm(parsed.data, toSkip, plan.pastCutoff);
  };

  return (
    <form ref={ref} className="away-form" onSubmit={submit} noValidate>
      <div className="away-form__dates">
        <Input
          label="From"
          type="date"
          name="from"
          min={today}
          max={addDaysToDate(today, SKIP_DAYS_AHEAD)}
          value={fields.from}
          onChange={change('from')}
          error={errors.from}
          hint="The first day you are away"
        />
        <Input
          label="To"
          type="date"
          name="to"
          min={fields.from || today}
          max={addDaysToDate(today, SKIP_DAYS_AHEAD)}
          value={fields.to}
          onChange={change('to')}
          error={errors.to}
          hint="The last day you are away"
        />
      </div>
      {plan && (
        <div className="away-form__preview" aria-live="polite" data-testid="away-preview">
          <p className="away-form__count">
            {toSkip.length > 0 ? (
              <>
                Skips <strong className="tabular">{meals(toSkip.length)}</strong> from{' '}
                {dayLabel(parsed.data!.from)} to {dayLabel(parsed.data!.to)}.
              </>
            ) : (
              <>No covered meal left to skip on these days.</>
            )}
          </p>
          <ul className="away-form__notes">
            {kept > 0 && (
              <li>
                {meals(kept)} already skipped {stayAsTheyAre(kept)}.
              </li>
            )}
            {plan.pastCutoff.length > 0 && (
              <li>
                {meals(plan.pastCutoff.length)} past the cut-off{' '}
                {stayAsTheyAre(plan.pastCutoff.length)}.
              </li>
            )}
            {plan.uncoveredDays > 0 && (
              <li>
                {plan.uncoveredDays === 1 ? '1 day' : `${plan.uncoveredDays} days`} your package
                does not cover: nothing to skip there.
              </li>
            )}
            {coveredUntil === undefined && (
              <li>Offline: the server checks your package's cover when you reconnect.</li>
            )}
          </ul>
        </div>
      )}
      <div className="away-form__actions">
        <Button type="submit" disabled={busy || (plan !== undefined && toSkip.length === 0)}>
          {plan && toSkip.length > 0 ? `Skip ${meals(toSkip.length)}` : 'Skip these meals'}
        </Button>
      </div>
    </form>
  );
}
