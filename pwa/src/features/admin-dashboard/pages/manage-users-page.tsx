// manage-users (spec §2, §4, §8): users searched by name or email, 10 a page; Make Admin after
// an 'Are you sure?' confirmation, a spinner for 1 second, then '{name} is made Admin'. Admins
// carry a badge instead of the button.
import { ShieldCheck, UserRoundCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES, TIMINGS, type UserDoc } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { AlertDialog, Badge, Card, Pagination, Table, toast } from '../../../components/ui';
import { adminApi } from '../../../lib/api';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { LoadError } from '../components/load-error';
import { SearchBox } from '../components/search-box';
import { messageOf, pageCountOf, sleep, useAdminQuery } from '../hooks/use-admin-query';
import { useDebounced } from '../hooks/use-debounced';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

export function ManageUsersPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [query]);
  const users = useAdminQuery(`${query}|${page}`, (signal) => adminApi.users(query, page, signal));
  const [confirming, setConfirming] = useState<UserDoc>();
  const [working, setWorking] = useState<string>();

  const makeAdmin = async (user: UserDoc) => {
    setConfirming(undefined);
    setWorking(user.email);
    try {
      await sleep(TIMINGS.makeAdminSpinnerMs);
      await adminApi.makeAdmin(user.email);
      toast.success(MESSAGES.madeAdmin(user.name));
      await users.reload();
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setWorking(undefined);
    }
  };

  const rows = users.data?.users;
  const count = users.data?.count ?? 0;
  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Manage Users</h1>
          <p className="dash-page__count muted tabular">
            {users.data ? `Total Users: ${count}` : 'Loading users…'}
          </p>
        </div>
        <div className="admin-toolbar">
          <SearchBox value={search} onChange={setSearch} />
        </div>
      </div>
      {users.error && <LoadError error={users.error} onRetry={() => void users.reload()} />}
      {rows && rows.length === 0 ? (
        <Card className="dash-empty">
          <p>{MESSAGES.noMatch}</p>
        </Card>
      ) : (
        <div className="dash-stack admin-table">
          <Table role="table" aria-label="Users" aria-busy={users.loading || undefined}>
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col" className="num">
                  SL.
                </th>
                <th role="columnheader" scope="col">
                  Name
                </th>
                <th role="columnheader" scope="col">
                  Email
                </th>
                <th role="columnheader" scope="col">
                  Badge
                </th>
                <th role="columnheader" scope="col">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <TableSkeleton columns={5} />
              ) : (
                rows.map((user, index) => (
                  <tr key={user._id} role="row">
                    <td role="cell" className="num" data-label="SL.">
                      {page * 10 + index + 1}
                    </td>
                    <td role="cell" className="dash-table-title" data-label="Name">
                      {user.name}
                    </td>
                    <td role="cell" className="admin-cell-email" data-label="Email">
                      {user.email}
                    </td>
                    <td role="cell" data-label="Badge">
                      <Badge tone={user.badge.startsWith('x-') ? 'accent' : 'neutral'}>
                        {user.badge || 'bronze'}
                      </Badge>
                    </td>
                    <td role="cell" data-label="Action">
                      {user.role === 'admin' ? (
                        <Badge tone="success">
                          <ShieldCheck aria-hidden size={14} /> Admin
                        </Badge>
                      ) : (
                        <OnlineOnlyButton
                          size="sm"
                          variant="secondary"
                          icon={<UserRoundCog aria-hidden size={16} />}
                          loading={working === user.email}
                          disabled={working !== undefined}
                          aria-label={`Make ${user.name} Admin`}
                          onClick={() => setConfirming(user)}
                        >
                          Make Admin
                        </OnlineOnlyButton>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </div>
      )}
      {count > 0 && (
        <Pagination
          page={page}
          pageCount={pageCountOf(count)}
          onPageChange={setPage}
          label="User pages"
        />
      )}
      <AlertDialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title={MESSAGES.confirmTitle}
        description={confirming ? `${confirming.name} will become an admin.` : undefined}
        confirmLabel="Yes, Make Admin"
        destructive={false}
        onConfirm={() => confirming && void makeAdmin(confirming)}
      />
    </div>
  );
}
