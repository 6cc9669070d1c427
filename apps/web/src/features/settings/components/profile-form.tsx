import { type CurrentUser, UpdateProfileRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { applyServerIssues } from '../../../lib/form-errors';
import {
  BusinessProfileFields,
  businessProfileFields,
  errorMessagesOf,
} from '../../business-profile/business-profile-fields';
import { TimeZoneField } from '../../business-profile/time-zone-field';
import { useUpdateProfile } from '../api';
import { BusinessKindSummary } from './business-kind-summary';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fields = [...businessProfileFields, 'timeZone'] as const;

/**
 * The business tab: the owner's name, business details and time zone; the business type is shown,
 * not edited.
 */
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
      timeZone: user.timeZone,
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

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <BusinessProfileFields
        idPrefix="profile"
        fields={businessProfileFields}
        register={(name) => form.register(name)}
        errors={errorMessagesOf(errors, businessProfileFields)}
        onLocationDetected={(location) =>
          form.setValue('businessLocation', location, { shouldDirty: true, shouldValidate: true })
        }
      />
      <TimeZoneField
        id="profile-timeZone"
        value={user.timeZone}
        register={form.register('timeZone')}
        error={errors.timeZone?.message}
      />
      <BusinessKindSummary user={user} />
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={update.isPending} data-testid="profile-submit">
          {t('saveChanges')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
