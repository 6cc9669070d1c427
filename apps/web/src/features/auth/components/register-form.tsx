import { RegisterForm as RegisterFormSchema, type RegisterRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues, emptyToUndefined } from '../../../lib/form-errors';
import { BusinessProfileFields, errorMessagesOf } from '../../business-profile/business-profile-fields';
import { BusinessLocaleFields, localeDefaults } from '../../business-profile/business-locale-fields';
import { ApiError } from '../../../lib/api';
import { useRegister } from '../api';
import { authErrorText } from './auth-error';
import { BusinessKindFields } from './business-kind-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fields = [
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
  'businessName',
  'businessPhone',
  'businessLocation',
  'userType',
  'retailerType',
  'supplierType',
  'timeZone',
  'preferredCurrency',
] as const;

/** The business profile fields the register form has (address and description come later). */
const profileFields = ['firstName', 'lastName', 'businessName', 'businessPhone', 'businessLocation'] as const;

type TextField = 'email' | 'password' | 'confirmPassword';

const inputProps: Record<TextField, { type?: string; autoComplete: string; inputMode?: 'email' }> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

/** The e-mail is registered and waits for its code: the Verify tab explains and offers a new code. */
const isPendingVerification = (error: unknown) =>
  error instanceof ApiError && error.code === 'email_pending_verification';

/**
 * "Create Business Account": on success the parent moves to the Verify tab with the email; an
 * e-mail already waiting for its code goes there too, with `pending` set (nothing was changed).
 */
/**
 * `pending`: the e-mail was registered before and waits for its code; `registration` is what was
 * just typed, sent with the code so the mailbox's owner decides the account (issue 27).
 */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (email: string, pending?: boolean, registration?: RegisterRequest) => void;
}) {
  const { t } = useTranslation('auth');
  const registerAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      businessName: '',
      businessPhone: '',
      businessLocation: '',
      userType: 'retailer',
      ...localeDefaults(),
    },
  });
  const { errors } = form.formState;
  const userType = form.watch('userType');

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    const registration: RegisterRequest = {
      ...values,
      retailerType: values.userType === 'retailer' ? values.retailerType : null,
      supplierType: values.userType === 'supplier' ? values.supplierType : null,
    };
    registerAccount.mutate(registration, {
      onSuccess: (answer) => {
        toast({ title: t('toast.registered'), description: t('toast.registeredText'), variant: 'success' });
        onRegistered(answer?.email ?? values.email);
      },
      onError: (error) => {
        if (isPendingVerification(error)) {
          onRegistered(values.email, true, registration);
          return;
        }
        applyServerIssues(error, form.setError, fields);
        toast({
          title: t('toast.registerFailed'),
          description: authErrorText(error, t, t('toast.registerFailedText')),
          variant: 'destructive',
        });
      },
    });
  });

  const textField = (name: TextField) => (
    <FormField id={`register-${name}`} label={t(`fields.${name}`)} error={errors[name]?.message}>
      <Input {...inputProps[name]} {...fieldAria(`register-${name}`, errors[name]?.message)} {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1 pb-1" data-testid="register-scroll">
        {textField('email')}
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('password')}
          {textField('confirmPassword')}
        </div>
        <BusinessProfileFields
          idPrefix="register"
          fields={profileFields}
          register={(name) => form.register(name)}
          errors={errorMessagesOf(errors, profileFields)}
          locationPlaceholder={t('fields.businessLocationPlaceholder')}
          onLocationDetected={(location) => form.setValue('businessLocation', location, { shouldValidate: true })}
        />
        <BusinessKindFields
          idPrefix="register"
          userType={userType}
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
        <BusinessLocaleFields idPrefix="register" form={form} />
      </div>
      <NeedsNetworkNote />
      <OnlineOnlyButton type="submit" size="lg" loading={registerAccount.isPending} data-testid="register-submit">
        {t('register.submit')}
      </OnlineOnlyButton>
    </form>
  );
}
