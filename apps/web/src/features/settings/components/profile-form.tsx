import { type CurrentUser, UpdateProfileRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { applyServerIssues } from '../../../lib/form-errors';
import { LocationInput } from '../../location/location-input';
import { useUpdateProfile } from '../api';
import { BusinessKindSummary } from './business-kind-summary';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

type TextName = 'firstName' | 'lastName' | 'businessName' | 'businessPhone' | 'businessAddress';
const fields = [
  'firstName',
  'lastName',
  'businessName',
  'businessPhone',
  'businessLocation',
  'businessAddress',
  'businessDescription',
] as const;

/** The business tab: the owner's name and business details; the business type is shown, not edited. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      businessName: user.businessName ?? '',
      businessPhone: user.businessPhone ?? '',
      businessLocation: user.businessLocation ?? '',
      businessAddress: user.businessAddress ?? '',
      businessDescription: user.businessDescription ?? '',
      userType: user.userType ?? undefined,
      retailerType: user.retailerType ?? undefined,
      supplierType: user.supplierType ?? undefined,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      // The type goes back as it is: the contract carries it, the server refuses a change.
      {
        ...values,
        userType: user.userType ?? values.userType,
        retailerType: user.retailerType ?? null,
        supplierType: user.supplierType ?? null,
      },
      {
        onSuccess: () =>
          toast({ title: t('toast.profileUpdated'), description: t('toast.profileUpdatedText'), variant: 'success' }),
        onError: (error) => {
          applyServerIssues(error, form.setError, fields);
          toast({
            title: t('toast.updateFailed'),
            description: errorText(error, t, t('errors:generic')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const text = (name: TextName, type = 'text') => (
    <FormField id={`profile-${name}`} label={t(`auth:fields.${name}`)} error={errors[name]?.message}>
      <Input type={type} {...fieldAria(`profile-${name}`, errors[name]?.message)} {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName')}
        {text('lastName')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('businessName')}
        {text('businessPhone', 'tel')}
      </div>
      <FormField
        id="profile-businessLocation"
        label={t('auth:fields.businessLocation')}
        error={errors.businessLocation?.message}
      >
        <LocationInput
          onDetected={(location) =>
            form.setValue('businessLocation', location, { shouldDirty: true, shouldValidate: true })
          }
          {...fieldAria('profile-businessLocation', errors.businessLocation?.message)}
          {...form.register('businessLocation')}
        />
      </FormField>
      {text('businessAddress')}
      <FormField id="profile-businessDescription" label={t('auth:fields.businessDescription')}>
        <Textarea id="profile-businessDescription" rows={3} {...form.register('businessDescription')} />
      </FormField>
      <dl>
        <BusinessKindSummary user={user} />
      </dl>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={update.isPending} data-testid="profile-submit">
          {t('saveChanges')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
