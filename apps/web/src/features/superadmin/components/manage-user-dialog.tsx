import { type Plan, plans, type SuperadminUser } from '@assist/domain';
import { CalendarPlus, Power, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { accountName } from '../account-labels';
import { useSystemSettings } from '../api';
import { isPendingFor, useAccountActions } from '../use-account-actions';
import { AccountStatusBadge, AccountType } from './account-badge';
import { isolate } from '../../../lib/bidi';
import { useTimes } from '../../../lib/format/use-times';

interface ManageUserDialogProps {
  /** The account to manage; null when closed. */
  user: SuperadminUser | null;
  onClose: () => void;
}

/** The Manage User dialog: activation, plan, extensions, Set Default and Delete. */
export function ManageUserDialog({ user, onClose }: ManageUserDialogProps) {
  const { t } = useTranslation('superadmin');
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('manage.title')} description={user?.email} data-testid="superadmin-manage-dialog">
        {user && <ManagePanel key={user.id} initial={user} onDeleted={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function ManagePanel({ initial, onDeleted }: { initial: SuperadminUser; onDeleted: () => void }) {
  const { t } = useTranslation('superadmin');
  const times = useTimes();
  // The dialog shows the account as the last answer left it, even if a list filter now hides it.
  const [user, setUser] = useState(initial);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const settings = useSystemSettings();
  const { update, remove, updateAccount, deleteAccount } = useAccountActions();
  const date = (value: string | null) => (value ? times.date(value) : t('notSet'));
  const pending = (action: Parameters<typeof isPendingFor>[2]) => isPendingFor(update, user, action);

  const facts = [
    { key: 'type', value: <AccountType user={user} /> },
    { key: 'status', value: <AccountStatusBadge user={user} /> },
    { key: 'endDate', value: date(user.subscriptionEndDate) },
    { key: 'nextBilling', value: date(user.nextBillingDate) },
    { key: 'joined', value: date(user.createdAt) },
    { key: 'emailVerified', value: user.emailVerified ? t('yes') : t('no') },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-base font-semibold">
          <bdi>{accountName(user)}</bdi>
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map(({ key, value }) => (
            <div key={key} className="flex flex-col gap-0.5">
              <dt className="text-xs text-ink-muted">{t(`columns.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Section title={t('manage.access')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink-muted">{user.isActive ? t('manage.isActive') : t('manage.isPending')}</p>
          <Button
            variant={user.isActive ? 'outline' : 'primary'}
            size="sm"
            loading={pending('isActive')}
            onClick={() => updateAccount(user, { isActive: !user.isActive }, setUser)}
            data-testid="superadmin-activate"
            data-active={user.isActive}
          >
            <Power className="size-4" aria-hidden="true" />
            {user.isActive ? t('manage.deactivate') : t('manage.activate')}
          </Button>
        </div>
      </Section>

      <Section title={t('manage.plan')}>
        <Select
          value={user.subscriptionPlan}
          disabled={pending('subscriptionPlan')}
          onChange={(event) => updateAccount(user, { subscriptionPlan: event.target.value as Plan }, setUser)}
          aria-label={t('manage.plan')}
          data-testid="superadmin-plan-select"
        >
          {plans.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}`)} · {t(`planInfo.${plan}`)}
            </option>
          ))}
        </Select>
      </Section>

      <Section title={t('manage.subscription')}>
        <div className="flex flex-wrap gap-2">
          {(['month', 'year'] as const).map((by) => (
            <Button
              key={by}
              variant="outline"
              size="sm"
              loading={pending('extend') && update.variables?.body.extend === by}
              disabled={update.isPending}
              onClick={() => updateAccount(user, { extend: by }, setUser)}
              data-testid={`superadmin-extend-${by}`}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t(`manage.extend.${by}`)}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            loading={pending('subscriptionStatus')}
            disabled={update.isPending}
            onClick={() => updateAccount(user, { subscriptionStatus: 'trial' }, setUser)}
            data-testid="superadmin-set-default"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('manage.setDefault')}
          </Button>
        </div>
        <p className="text-xs text-ink-muted">
          {settings.data
            ? t('manage.setDefaultHintDays', { days: settings.data.trialDays })
            : t('manage.setDefaultHint')}
        </p>
      </Section>

      <Section title={t('manage.danger')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink-muted">{t('manage.deleteHint')}</p>
          <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)} data-testid="superadmin-delete">
            <Trash2 className="size-4" aria-hidden="true" />
            {t('manage.delete')}
          </Button>
        </div>
      </Section>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('manage.deleteTitle')}
        description={t('manage.deleteText', { name: isolate(accountName(user)) })}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          deleteAccount(user, () => {
            setConfirmDelete(false);
            onDeleted();
          })
        }
        testId="superadmin-delete"
      />
    </div>
  );
}
