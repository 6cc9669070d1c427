import { InviteRequest, plans } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useInviteBusiness } from '../api';

/** "Invite a business" on the superadmin's users tab: the button and its dialog. */
export function InviteBusinessButton() {
  const { t } = useTranslation('invites');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} data-testid="superadmin-invite-open">
        <MailPlus className="size-4" aria-hidden="true" />
        {t('dialog.open')}
      </Button>
      <DialogContent title={t('dialog.title')} description={t('dialog.description')} data-testid="invite-dialog">
        {open && <InviteForm onSent={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The request, with the type select's empty choice ("the owner chooses") sent as no type. */
const InviteFormSchema = InviteRequest.extend({
  userType: z.enum(['', 'retailer', 'supplier']).transform((value) => value || undefined),
});

interface InviteFormValues {
  email: string;
  subscriptionPlan: InviteRequest['subscriptionPlan'];
  userType: '' | 'retailer' | 'supplier';
}

function InviteForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('invites');
  const invite = useInviteBusiness();
  const form = useForm<InviteFormValues, unknown, InviteRequest>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', subscriptionPlan: 'super', userType: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (sent) => {
        toast({
          title: sent.replaced ? t('toast.resent') : t('toast.sent'),
          description: t('toast.sentText', { email: isolate(sent.email) }),
          variant: 'success',
        });
        onSent();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="invite-email" label={t('dialog.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="owner@example.com"
          {...fieldAria('invite-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="invite-plan" label={t('dialog.plan')}>
        <Select {...fieldAria('invite-plan', undefined)} {...form.register('subscriptionPlan')}>
          {plans.map((plan) => (
            <option key={plan} value={plan}>
              {t(`superadmin:plans.${plan}`)} ({t(`superadmin:planInfo.${plan}`)})
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="invite-type" label={t('dialog.userType')} hint={t('dialog.userTypeHint')}>
        <Select {...fieldAria('invite-type', undefined)} {...form.register('userType')}>
          <option value="">{t('dialog.ownerChooses')}</option>
          <option value="retailer">{t('dialog.retailer')}</option>
          <option value="supplier">{t('dialog.supplier')}</option>
        </Select>
      </FormField>
      <FormAlert
        message={invite.error ? errorText(invite.error, t, t('errors:generic')) : null}
        testId="invite-error"
      />
      <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
        {t('dialog.submit')}
      </Button>
    </form>
  );
}
