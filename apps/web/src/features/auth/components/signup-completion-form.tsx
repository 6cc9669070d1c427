import { businessCategoryOf, CompleteSignupRequest, type CurrentUser } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { applyServerIssues, emptyToUndefined } from '../../../lib/form-errors';
import {
  BusinessProfileFields,
  businessProfileFields,
  errorMessagesOf,
} from '../../business-profile/business-profile-fields';
import { BusinessLocaleFields, localeDefaults } from '../../business-profile/business-locale-fields';
import { useCompleteSignup } from '../api';
import { BusinessKindFields } from './business-kind-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fields = [
  'userType',
  'retailerType',
  'supplierType',
  ...businessProfileFields,
  'timeZone',
  'preferredCurrency',
] as const;

/** What the owner chose on accepting an invitation, else the browser's zone and its currency. */
function localeOf(user: CurrentUser) {
  const chosen = user.timeZone !== 'UTC' || user.preferredCurrency !== 'USD';
  return chosen ? { timeZone: user.timeZone, preferredCurrency: user.preferredCurrency } : localeDefaults();
}

/**
 * Finishes an account: who the business is, its currency and time zone (the browser's zone and its
 * currency unless chosen already); the business category is derived from the type.
 */
export function SignupCompletionForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('auth');
  const complete = useCompleteSignup();
  const form = useForm({
    resolver: zodResolver(CompleteSignupRequest),
    defaultValues: {
      userType: user.userType ?? undefined,
      retailerType: user.retailerType ?? undefined,
      supplierType: user.supplierType ?? undefined,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      businessName: user.businessName ?? '',
      businessDescription: user.businessDescription ?? '',
      businessAddress: user.businessAddress ?? '',
      businessPhone: user.businessPhone ?? '',
      businessLocation: user.businessLocation ?? '',
      ...localeOf(user),
    },
  });
  const { errors } = form.formState;
  const kind = form.watch(['userType', 'retailerType', 'supplierType']);
  const category = businessCategoryOf({ userType: kind[0], retailerType: kind[1], supplierType: kind[2] });

  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(
      {
        ...values,
        retailerType: values.userType === 'retailer' ? values.retailerType : null,
        supplierType: values.userType === 'supplier' ? values.supplierType : null,
        businessCategory: businessCategoryOf(values),
      },
      {
        onSuccess: () =>
          toast({ title: t('toast.setupComplete'), description: t('toast.setupCompleteText'), variant: 'success' }),
        onError: (error) => {
          applyServerIssues(error, form.setError, fields);
          toast({
            title: t('toast.setupFailed'),
            description: errorText(error, t, t('errors:generic')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <BusinessKindFields
        idPrefix="signup"
        userType={kind[0]}
        register={{
          userType: form.register('userType'),
          retailerType: form.register('retailerType', { setValueAs: emptyToUndefined }),
          supplierType: form.register('supplierType', { setValueAs: emptyToUndefined }),
        }}
        errors={{
          userType: errors.userType?.message,
          retailerType: errors.retailerType?.message,
          supplierType: errors.supplierType?.message,
        }}
      />
      <BusinessProfileFields
        idPrefix="signup"
        fields={businessProfileFields}
        register={(name) => form.register(name)}
        errors={errorMessagesOf(errors, businessProfileFields)}
        onLocationDetected={(location) => form.setValue('businessLocation', location)}
      />
      <FormField id="signup-businessCategory" label={t('fields.businessCategory')} hint={t('signup.categoryHint')}>
        <Input id="signup-businessCategory" readOnly value={kind[0] ? t(`categories.${category}`) : ''} />
      </FormField>
      <BusinessLocaleFields idPrefix="signup" form={form} />
      <NeedsNetworkNote />
      <OnlineOnlyButton type="submit" size="lg" loading={complete.isPending} data-testid="signup-submit">
        {t('signup.submit')}
      </OnlineOnlyButton>
    </form>
  );
}
