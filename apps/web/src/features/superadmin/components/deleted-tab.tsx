import type { SuperadminDeletedUser } from '@assist/domain';
import { ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDeletedUsers } from '../api';
import { useAccountActions } from '../use-account-actions';
import { AccountIdentity, AccountType, PlanBadge } from './account-badge';
import { type AccountColumn, AccountList } from './account-list';
import { ListState } from './list-state';
import { useTimes } from '../../../lib/format/use-times';

/** The deleted tab: accounts moved out of the users list, each with Restore. */
export function DeletedTab() {
  const { t } = useTranslation('superadmin');
  const times = useTimes();
  const users = useDeletedUsers();
  const { restore, restoreAccount } = useAccountActions();
  const list = users.data ?? [];

  const columns: AccountColumn<SuperadminDeletedUser>[] = [
    { key: 'account', label: t('columns.account'), cell: (u) => <AccountIdentity user={u} />, primary: true },
    { key: 'type', label: t('columns.type'), cell: (u) => <AccountType user={u} /> },
    { key: 'plan', label: t('columns.plan'), cell: (u) => <PlanBadge plan={u.subscriptionPlan} /> },
    { key: 'deletedAt', label: t('columns.deletedAt'), cell: (u) => times.date(u.deletedAt) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('deleted.hint')}</p>
      <ListState
        isPending={users.isPending}
        error={users.error}
        isEmpty={list.length === 0}
        emptyText={t('deleted.empty')}
      />
      {list.length > 0 && (
        <AccountList
          users={list}
          columns={columns}
          label={t('tabs.deleted')}
          rowTestId="superadmin-deleted-row"
          actions={(user) => (
            <Button
              variant="outline"
              size="sm"
              loading={restore.isPending && restore.variables === user.id}
              onClick={() => restoreAccount(user)}
              data-testid={`superadmin-restore-${user.email}`}
            >
              <ArchiveRestore className="size-4" aria-hidden="true" />
              {t('deleted.restore')}
            </Button>
          )}
        />
      )}
    </div>
  );
}
