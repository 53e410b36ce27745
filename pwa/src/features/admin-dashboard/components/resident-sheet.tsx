// The resident sheet an admin opens from Manage Users: who the resident is and their recent
// servings at the counters (docs/decisions/0280-the-resident-sheet-shows-servings.md), newest
// first: the day, the slot, the counter that served them and what is worth a second look: a
// later duplicate (kept, not counted) and a skipped slot served anyway (its rebate withdrawn).
import { dayLabel, type ResidentServing, type UserDoc } from '@hostel/shared-schema';
import { SLOT_LABELS } from '../../../components/menu-slots/slot-view';
import { Badge, DataTable, Dialog, Spinner, type Column } from '../../../components/ui';
import { useResidentServings } from '../hooks/use-admin-people';
import './resident-sheet.css';

export const NO_SERVINGS_TEXT = 'No meals served at a counter yet.';

/** Counter ids are made by the device (a UUID): the first 8 characters tell them apart. */
const counterLabel = (id: string) => (id.length > 16 ? id.slice(0, 8) : id);

function ServingFlags({ serving }: { serving: ResidentServing }) {
  if (!serving.duplicate && !serving.rebateWithdrawn) return <span className="muted">—</span>;
  return (
    <span className="resident-servings__flags">
      {serving.duplicate && (
        <Badge tone="info" title="A second serving of the slot: kept, not counted">
          Duplicate, not counted
        </Badge>
      )}
      {serving.rebateWithdrawn && (
        <Badge tone="error" title="Served a slot they had skipped: no rebate for it">
          Skipped: rebate withdrawn
        </Badge>
      )}
    </span>
  );
}

type Row = ResidentServing & { _id: string };

const COLUMNS: Column<Row>[] = [
  { header: 'Date', className: 'tabular', cell: (serving) => dayLabel(serving.date) },
  { header: 'Slot', cell: (serving) => SLOT_LABELS[serving.slot] },
  {
    header: 'Counter',
    className: 'resident-servings__counter',
    cell: (serving) => <span title={serving.counterId}>{counterLabel(serving.counterId)}</span>,
  },
  { header: 'Flags', cell: (serving) => <ServingFlags serving={serving} /> },
];

function ServingsTable({ servings }: { servings: ResidentServing[] }) {
  // One serving per day, slot and counter: together they name it.
  const rows = servings.map((serving) => ({
    ...serving,
    _id: `${serving.date}:${serving.slot}:${serving.counterId}`,
  }));
  return (
    <DataTable
      className="resident-servings"
      label="Recent servings"
      columns={COLUMNS}
      rows={rows}
    />
  );
}

export function ResidentSheet({
  user,
  onClose,
}: {
  user: UserDoc | undefined;
  onClose: () => void;
}) {
  const servings = useResidentServings(user?.email);
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user?.name ?? ''}
      description={user?.email}
      size="lg"
    >
      <section className="resident-sheet" aria-labelledby="resident-servings-title">
        <h3 id="resident-servings-title" className="resident-sheet__heading">
          Recent servings
        </h3>
        {servings.errorText ? (
          <p role="alert">{servings.errorText}</p>
        ) : !servings.data ? (
          <Spinner label="Loading the servings" />
        ) : servings.data.servings.length === 0 ? (
          <p className="muted">{NO_SERVINGS_TEXT}</p>
        ) : (
          <ServingsTable servings={servings.data.servings} />
        )}
      </section>
    </Dialog>
  );
}
