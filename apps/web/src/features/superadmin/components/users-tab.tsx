import type { SuperadminUser, SuperadminUserListQuery } from '@assist/domain';
import { Search, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSuperadminUsers } from '../api';
import { AccountIdentity, AccountStatusBadge, AccountType, PlanBadge } from './account-badge';
import { type AccountColumn, AccountList } from './account-list';
import { InviteBusinessButton } from '../../invites/components/invite-dialog';
import { InvitedBadge } from '../../invites/components/invited-badge';
import { ListState } from './list-state';
import { ManageUserDialog } from './manage-user-dialog';
import { useTimes } from '../../../lib/format/use-times';

type StatusFilter = NonNullable<SuperadminUserListQuery['status']> | '';

/** The users tab: search and filter the accounts, open one to manage it. */
export function UsersTab() {
  const { t } = useTranslation('superadmin');
  const times = useTimes();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [managing, setManaging] = useState<SuperadminUser | null>(null);
  const query = { search: useDebouncedValue(search.trim(), 300) || undefined, status: status || undefined };
  const users = useSuperadminUsers(query);
  const list = users.data ?? [];

  const columns: AccountColumn<SuperadminUser>[] = [
    { key: 'account', label: t('columns.account'), cell: (u) => <AccountIdentity user={u} />, primary: true },
    { key: 'type', label: t('columns.type'), cell: (u) => <AccountType user={u} /> },
    { key: 'plan', label: t('columns.plan'), cell: (u) => <PlanBadge plan={u.subscriptionPlan} /> },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (u) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <AccountStatusBadge user={u} />
          <InvitedBadge user={u} />
        </span>
      ),
    },
    { key: 'joined', label: t('columns.joined'), cell: (u) => times.date(u.createdAt) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <InviteBusinessButton />
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.search')}
            className="ps-9"
            data-testid="superadmin-search"
          />
        </div>
        <div className="sm:w-48">
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            aria-label={t('users.filter')}
            data-testid="superadmin-status-filter"
          >
            <option value="">{t('users.filterAll')}</option>
            <option value="pending">{t('users.filterPending')}</option>
            <option value="active">{t('users.filterActive')}</option>
          </Select>
        </div>
      </div>
      <ListState
        isPending={users.isPending}
        error={users.error}
        isEmpty={list.length === 0}
        emptyText={query.search || query.status ? t('users.noMatch') : t('users.empty')}
      />
      {list.length > 0 && (
        <AccountList
          users={list}
          columns={columns}
          label={t('tabs.users')}
          rowTestId="superadmin-user-row"
          actions={(user) => (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setManaging(user)}
              data-testid={`superadmin-manage-${user.email}`}
            >
              <Settings2 className="size-4" aria-hidden="true" />
              {t('users.manage')}
            </Button>
          )}
        />
      )}
      <ManageUserDialog user={managing} onClose={() => setManaging(null)} />
    </div>
  );
}
