// serve-meals (spec §2, §4, §8): every request, searched by name or email, 10 a page. Serve waits
// 600 ms, then marks a pending request delivered ('Meal has been Served'); a delivered one gives
// the info 'This Meal is already Delivered' and changes nothing. The button shows the status.
// Serving has no way back, so a pending request is served only after a confirmation that names
// the meal and the resident.
import { CircleCheck, HandPlatter } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES, type RequestedMealWithMeal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import { AlertDialog, Badge, DataTable, toast, type Column } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/server-query';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { queryFailure } from '../components/load-error';
import { SearchBox } from '../components/search-box';
import { useRequestedMeals, useServeMeal } from '../hooks/use-admin-people';
import { useDebounced } from '../hooks/use-debounced';
import '../components/admin-pages.css';

export function ServeMealsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const requests = useRequestedMeals(query);
  const { page, setPage, count } = requests;
  const serveCall = useServeMeal();
  const [working, setWorking] = useState<string>();

  const serve = async (row: RequestedMealWithMeal) => {
    setWorking(row._id);
    try {
      // The spec's 600 ms wait, the call and the table's reload all happen in run().
      const alreadyDelivered = await serveCall.run(row._id);
      if (alreadyDelivered) {
        toast.info(MESSAGES.alreadyDelivered);
      } else {
        toast.success(MESSAGES.served);
      }
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setWorking(undefined);
    }
  };

  const confirmation = useConfirmedAction(
    serve,
    (row) =>
      `${row.mealTitle} for ${row.name} (${row.email}) will be marked delivered. This cannot be undone.`,
  );

  const rows = requests.data?.requestedMeals;
  const columns: Column<RequestedMealWithMeal>[] = [
    { header: 'Meal Title', className: 'dash-table-title', cell: (row) => row.mealTitle },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', className: 'admin-cell-email', cell: (row) => row.email },
    { header: 'Requested', className: 'tabular', cell: (row) => formatDate(row.requestTime) },
    {
      header: 'Status',
      cell: (row) => (
        <Badge tone={row.status === 'delivered' ? 'success' : 'accent'}>{row.status}</Badge>
      ),
    },
    {
      header: 'Action',
      cell: (row) => {
        const delivered = row.status === 'delivered';
        return (
          <OnlineOnlyButton
            size="sm"
            variant={delivered ? 'success' : 'primary'}
            icon={
              delivered ? (
                <CircleCheck aria-hidden size={16} />
              ) : (
                <HandPlatter aria-hidden size={16} />
              )
            }
            loading={working === row._id}
            disabled={working !== undefined}
            aria-label={`${delivered ? 'Delivered' : 'Serve'}: ${row.mealTitle} for ${row.name}`}
            onClick={() => (delivered ? void serve(row) : confirmation.ask(row))}
          >
            {delivered ? 'Delivered' : 'Serve'}
          </OnlineOnlyButton>
        );
      },
    },
  ];

  return (
    <TablePage
      title="Serve Meals"
      countLine={requests.data ? `Total Requests: ${count}` : 'Loading requests…'}
      toolbar={
        <div className="admin-toolbar">
          <SearchBox value={search} onChange={setSearch} />
        </div>
      }
      failure={queryFailure(requests, 'the requested meals')}
      empty={rows?.length === 0 && <p>{query ? MESSAGES.noMatch : 'No meal requests yet.'}</p>}
      table={
        <DataTable
          className="admin-table"
          label="Requested meals"
          columns={columns}
          rows={rows}
          busy={requests.loading}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Request pages' }}
    >
      <AlertDialog
        {...confirmation.dialog}
        title={confirmation.target && `Serve ${confirmation.target.mealTitle}?`}
        confirmLabel="Serve"
        destructive={false}
      />
    </TablePage>
  );
}
