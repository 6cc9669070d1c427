import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { LocationInput } from '../location/location-input';

/** The business profile's own fields, in the order every form shows them. */
export const businessProfileFields = [
  'firstName',
  'lastName',
  'businessName',
  'businessPhone',
  'businessLocation',
  'businessAddress',
  'businessDescription',
] as const;
export type BusinessProfileField = (typeof businessProfileFields)[number];

const inputProps: Partial<Record<BusinessProfileField, { type?: string; autoComplete: string; inputMode?: 'tel' }>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  businessName: { autoComplete: 'organization' },
  businessPhone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  businessAddress: { autoComplete: 'street-address' },
};

/** The messages of a form's errors for `names`, as BusinessProfileFields takes them. */
export function errorMessagesOf<N extends string>(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
  names: readonly N[],
): Partial<Record<N, string | undefined>> {
  return Object.fromEntries(names.map((name) => [name, errors[name]?.message])) as Partial<Record<N, string>>;
}

interface BusinessProfileFieldsProps<N extends BusinessProfileField> {
  /** Prefix of the controls' ids: "register", "signup", "profile". */
  idPrefix: string;
  /** The fields this form has (the register form has no address or description). */
  fields: readonly N[];
  register: (name: N) => UseFormRegisterReturn;
  errors: Partial<Record<N, string | undefined>>;
  /** The location the browser's position gave. */
  onLocationDetected: (location: string) => void;
  locationPlaceholder?: string;
}

/**
 * The owner's name and the business's name, phone, location, address and description: one
 * component for sign-up, signup completion and Settings (labels from `auth:fields`).
 */
export function BusinessProfileFields<N extends BusinessProfileField>({
  idPrefix,
  fields,
  register,
  errors,
  onLocationDetected,
  locationPlaceholder,
}: BusinessProfileFieldsProps<N>) {
  const { t } = useTranslation('auth');
  const has = (name: BusinessProfileField): name is N => (fields as readonly BusinessProfileField[]).includes(name);
  const idOf = (name: BusinessProfileField) => `${idPrefix}-${name}`;
  const field = (name: BusinessProfileField) => {
    if (!has(name)) return null;
    const id = idOf(name);
    const error = errors[name];
    if (name === 'businessLocation') {
      return (
        <FormField id={id} label={t('fields.businessLocation')} error={error}>
          <LocationInput
            placeholder={locationPlaceholder}
            onDetected={onLocationDetected}
            {...fieldAria(id, error)}
            {...register(name)}
          />
        </FormField>
      );
    }
    if (name === 'businessDescription') {
      return (
        <FormField id={id} label={t('fields.businessDescription')} error={error}>
          <Textarea rows={3} {...fieldAria(id, error)} {...register(name)} />
        </FormField>
      );
    }
    return (
      <FormField id={id} label={t(`fields.${name}`)} error={error}>
        <Input {...inputProps[name]} {...fieldAria(id, error)} {...register(name)} />
      </FormField>
    );
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName')}
        {field('lastName')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('businessName')}
        {field('businessPhone')}
      </div>
      {field('businessLocation')}
      {field('businessAddress')}
      {field('businessDescription')}
    </>
  );
}
