import type { SuperadminUser } from '@assist/domain';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSuperadminUsers } from '../api';
import { isPendingFor, useAccountActions } from '../use-account-actions';
import { AccountIdentity, AccountStatusBadge, PlanBadge } from './account-badge';
import { type AccountColumn, AccountList } from './account-list';
import { LastNotice } from '../../invites/components/invited-badge';
import { ListState } from './list-state';
import { useTimes } from '../../../lib/format/use-times';

/** The subscriptions tab: every account's plan, status and dates, with quick extensions. */
export function SubscriptionsTab() {
  const { t } = useTranslation('superadmin');
  const times = useTimes();
  const users = useSuperadminUsers();
  const { update, updateAccount } = useAccountActions();
  const list = users.data ?? [];
  const date = (value: string | null) => (value ? times.date(value) : t('notSet'));

  const columns: AccountColumn<SuperadminUser>[] = [
    { key: 'account', label: t('columns.account'), cell: (u) => <AccountIdentity user={u} />, primary: true },
    { key: 'plan', label: t('columns.plan'), cell: (u) => <PlanBadge plan={u.subscriptionPlan} /> },
    { key: 'status', label: t('columns.status'), cell: (u) => <AccountStatusBadge user={u} /> },
    {
      key: 'endDate',
      label: t('columns.endDate'),
      cell: (u) => (
        <span className="inline-flex flex-col">
          {date(u.subscriptionEndDate)}
          <LastNotice user={u} />
        </span>
      ),
    },
    { key: 'nextBilling', label: t('columns.nextBilling'), cell: (u) => date(u.nextBillingDate) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListState
        isPending={users.isPending}
        error={users.error}
        isEmpty={list.length === 0}
        emptyText={t('users.empty')}
      />
      {list.length > 0 && (
        <AccountList
          users={list}
          columns={columns}
          label={t('tabs.subscriptions')}
          rowTestId="superadmin-subscription-row"
          actions={(user) =>
            (['month', 'year'] as const).map((by) => (
              <Button
                key={by}
                variant="outline"
                size="sm"
                loading={isPendingFor(update, user, 'extend') && update.variables?.body.extend === by}
                onClick={() => updateAccount(user, { extend: by })}
                aria-label={t(`subscriptions.extendLabel.${by}`, { name: user.email })}
                data-testid={`superadmin-sub-extend-${by}-${user.email}`}
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                {t(`subscriptions.extend.${by}`)}
              </Button>
            ))
          }
        />
      )}
    </div>
  );
}
