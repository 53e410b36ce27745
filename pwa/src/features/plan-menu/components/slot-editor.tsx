// The dialog that plans one slot: the live meals (the slot's type first, then the others) as
// checkboxes, at most MAX_MEALS_PER_SLOT, saved online. The server refuses a slot already
// served; its message is shown as the toast.
import { useEffect, useState } from 'react';
import { MAX_MEALS_PER_SLOT, dayLabel, type MealType } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Dialog, toast } from '../../../components/ui';
import { useMealChoices } from '../../../db';
import { useSetSlot } from '../hooks/use-menu-writes';

type Props = {
  date: string;
  slot: MealType;
  label: string;
  current: string[];
  onClose: () => void;
};

export function SlotEditor({ date, slot, label, current, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(current);
  const [saving, setSaving] = useState(false);
  const setSlot = useSetSlot();
  const { meals } = useMealChoices();
  useEffect(() => setChosen(current), [current]);
  const ordered = [
    ...meals.filter((meal) => meal.mealType === slot),
    ...meals.filter((meal) => meal.mealType !== slot),
  ];
  const toggle = (id: string) =>
    setChosen((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));

  const save = async () => {
    setSaving(true);
    try {
      await setSlot.run({ date, slot, mealIds: chosen });
      toast.success(`${label} on ${dayLabel(date)} saved`);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${label} · ${dayLabel(date)}`}
      description={`Choose up to ${MAX_MEALS_PER_SLOT} live meals.`}
      size="md"
    >
      <ul className="slot-editor__list">
        {ordered.map((meal) => {
          const checked = chosen.includes(meal._id);
          return (
            <li key={meal._id}>
              <label className="slot-editor__meal">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && chosen.length >= MAX_MEALS_PER_SLOT}
                  onChange={() => toggle(meal._id)}
                />
                <img src={meal.mealImage} alt="" width={40} height={40} loading="lazy" />
                <span>{meal.mealTitle}</span>
                <span className="muted">{meal.mealType}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="slot-editor__actions">
        <span className="muted tabular">
          {chosen.length} of {MAX_MEALS_PER_SLOT} chosen
        </span>
        <OnlineOnlyButton onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </OnlineOnlyButton>
      </div>
    </Dialog>
  );
}
