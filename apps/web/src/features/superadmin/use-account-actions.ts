import type { SuperadminUser, SuperadminUserUpdate } from '@assist/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { useTimes } from '../../lib/format/use-times';
import { accountName } from './account-labels';
import { useDeleteAccount, useRestoreAccount, useUpdateAccount } from './api';
import { superadminErrorText } from './error-text';
import { isolate } from '../../lib/bidi';

/** What a successful update changed, for the "User Updated" toast. */
function updatedText(saved: SuperadminUser, body: SuperadminUserUpdate, t: TFunction, date: (value: string) => string) {
  const name = isolate(accountName(saved));
  const until = saved.subscriptionEndDate ? date(saved.subscriptionEndDate) : '';
  if (body.extend) return t('toast.extendedText', { name, date: until });
  if (body.subscriptionStatus === 'trial') return t('toast.trialText', { name, date: until });
  if (body.subscriptionPlan) return t('toast.planText', { name, plan: t(`plans.${saved.subscriptionPlan}`) });
  if (body.isActive !== undefined) return t(saved.isActive ? 'toast.activatedText' : 'toast.deactivatedText', { name });
  return t('toast.updatedText', { name });
}

/**
 * The superadmin's account actions with their toasts (spec part 2 §8): User Updated / Update
 * Failed, User Deleted / Delete Failed, User Restored / Restore Failed.
 */
export function useAccountActions() {
  const { t } = useTranslation('superadmin');
  const times = useTimes();
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const restore = useRestoreAccount();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: superadminErrorText(error, t, t('errors:generic')), variant: 'destructive' });

  return {
    update,
    remove,
    restore,
    updateAccount: (user: SuperadminUser, body: SuperadminUserUpdate, onDone?: (saved: SuperadminUser) => void) =>
      update.mutate(
        { id: user.id, body },
        {
          onSuccess: (saved) => {
            toast({
              title: t('toast.updated'),
              description: updatedText(saved, body, t, times.date),
              variant: 'success',
            });
            onDone?.(saved);
          },
          onError: failed(t('toast.updateFailed')),
        },
      ),
    deleteAccount: (user: SuperadminUser, onDone?: () => void) =>
      remove.mutate(user.id, {
        onSuccess: () => {
          toast({
            title: t('toast.deleted'),
            description: t('toast.deletedText', { name: isolate(accountName(user)) }),
            variant: 'success',
          });
          onDone?.();
        },
        onError: failed(t('toast.deleteFailed')),
      }),
    restoreAccount: (user: SuperadminUser) =>
      restore.mutate(user.id, {
        onSuccess: () =>
          toast({
            title: t('toast.restored'),
            description: t('toast.restoredText', { name: isolate(accountName(user)) }),
            variant: 'success',
          }),
        onError: failed(t('toast.restoreFailed')),
      }),
  };
}

/** True while `action` runs for this account (to show a spinner on the right button only). */
export function isPendingFor(
  mutation: { isPending: boolean; variables?: { id: number; body: SuperadminUserUpdate } | undefined },
  user: SuperadminUser,
  action: keyof SuperadminUserUpdate,
): boolean {
  return mutation.isPending && mutation.variables?.id === user.id && mutation.variables.body[action] !== undefined;
}
