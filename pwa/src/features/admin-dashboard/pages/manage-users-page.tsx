// manage-users (spec §2, §4, §8): users searched by name or email, 10 a page; Make Admin after
// an 'Are you sure?' confirmation, a spinner for 1 second, then '{name} is made Admin'. Admins
// carry a badge instead of the button. When the hostel sends no e-mail, a resident's row also
// has "Reset link": a one-time password-reset link to hand over (never for an admin). "Details"
// opens the user's sheet with their recent servings at the counters.
import { KeyRound, ShieldCheck, UserRound, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES, type AdminResetLink, type UserDoc } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import { AlertDialog, Badge, Button, DataTable, toast, type Column } from '../../../components/ui';
import { usePublicConfig } from '../../../lib/providers/public-config';
import { messageOf } from '../../../lib/server-query';
import { queryFailure } from '../components/load-error';
import { ResetLinkDialog } from '../components/reset-link-dialog';
import { ResidentSheet } from '../components/resident-sheet';
import { SearchBox } from '../components/search-box';
import { useAdminUsers, useIssueResetLink, useMakeAdmin } from '../hooks/use-admin-people';
import { useDebounced } from '../hooks/use-debounced';
import '../components/admin-pages.css';

export function ManageUsersPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const users = useAdminUsers(query);
  const { page, setPage, count } = users;
  const makeAdminCall = useMakeAdmin();
  const [confirming, setConfirming] = useState<UserDoc>();
  const [working, setWorking] = useState<string>();
  const adminIssuesLinks = usePublicConfig()?.passwordReset === 'admin-link';
  const issueResetLinkCall = useIssueResetLink();
  const [issued, setIssued] = useState<{ user: UserDoc; link: AdminResetLink }>();
  const [sheetOf, setSheetOf] = useState<UserDoc>();

  const issueResetLink = async (user: UserDoc) => {
    setWorking(user.email);
    try {
      setIssued({ user, link: await issueResetLinkCall.run(user.email) });
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setWorking(undefined);
    }
  };

  const makeAdmin = async (user: UserDoc) => {
    setConfirming(undefined);
    setWorking(user.email);
    try {
      // The spec's one-second spinner, the call and the table's reload all happen in run().
      await makeAdminCall.run(user.email);
      toast.success(MESSAGES.madeAdmin(user.name));
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setWorking(undefined);
    }
  };

  const rows = users.data?.users;
  const columns: Column<UserDoc>[] = [
    { header: 'Name', className: 'dash-table-title', cell: (user) => user.name },
    { header: 'Email', className: 'admin-cell-email', cell: (user) => user.email },
    {
      header: 'Badge',
      cell: (user) => (
        <Badge tone={user.badge.startsWith('x-') ? 'accent' : 'neutral'}>
          {user.badge || 'bronze'}
        </Badge>
      ),
    },
    {
      header: 'Action',
      cell: (user) => (
        <div className="admin-row-actions">
          {user.role === 'admin' ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden size={14} /> Admin
            </Badge>
          ) : (
            <>
              <OnlineOnlyButton
                size="sm"
                variant="secondary"
                icon={<UserRoundCog aria-hidden size={16} />}
                loading={working === user.email}
                disabled={working !== undefined}
                onClick={() => setConfirming(user)}
              >
                {/* The name starts with the visible words (axe label-content-name-mismatch). */}
                Make Admin<span className="visually-hidden"> for {user.name}</span>
              </OnlineOnlyButton>
              {adminIssuesLinks && (
                <OnlineOnlyButton
                  size="sm"
                  variant="ghost"
                  icon={<KeyRound aria-hidden size={16} />}
                  disabled={working !== undefined}
                  onClick={() => void issueResetLink(user)}
                >
                  Reset link<span className="visually-hidden"> for {user.name}</span>
                </OnlineOnlyButton>
              )}
            </>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<UserRound aria-hidden size={16} />}
            onClick={() => setSheetOf(user)}
          >
            Details<span className="visually-hidden"> for {user.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <TablePage
      title="Manage Users"
      countLine={users.data ? `Total Users: ${count}` : 'Loading users…'}
      toolbar={
        <div className="admin-toolbar">
          <SearchBox value={search} onChange={setSearch} />
        </div>
      }
      failure={queryFailure(users, 'the users')}
      empty={rows?.length === 0 && <p>{MESSAGES.noMatch}</p>}
      table={
        <DataTable
          className="admin-table"
          label="Users"
          columns={columns}
          rows={rows}
          busy={users.loading}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'User pages' }}
    >
      <ResetLinkDialog issued={issued} onClose={() => setIssued(undefined)} />
      <ResidentSheet user={sheetOf} onClose={() => setSheetOf(undefined)} />
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
    </TablePage>
  );
}
