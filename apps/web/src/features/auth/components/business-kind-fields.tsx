import { retailerTypes, supplierTypes, userTypes } from '@assist/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { fieldErrorText } from '../../../i18n/error-text';
import { cn } from '../../../lib/cn';

interface BusinessKindFieldsProps {
  idPrefix: string;
  userType: string | null | undefined;
  register: {
    userType: UseFormRegisterReturn;
    retailerType: UseFormRegisterReturn;
    supplierType: UseFormRegisterReturn;
  };
  errors: { userType?: string | undefined; retailerType?: string | undefined; supplierType?: string | undefined };
}

/** Business type (retailer or supplier), then the store type or the supplier type it needs. */
export function BusinessKindFields({ idPrefix, userType, register, errors }: BusinessKindFieldsProps) {
  const { t } = useTranslation('auth');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('fields.userType')}</legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup">
          {userTypes.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                userType === type ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line bg-surface',
              )}
            >
              <input
                type="radio"
                value={type}
                className="size-4 accent-[var(--color-brand)]"
                data-testid={id(`userType-${type}`)}
                {...register.userType}
              />
              {t(`userTypes.${type}`)}
            </label>
          ))}
        </div>
        {errors.userType && <FieldMessage text={errors.userType} />}
      </fieldset>
      {userType === 'retailer' && (
        <FormField id={id('retailerType')} label={t('fields.retailerType')} error={errors.retailerType}>
          <Select {...fieldAria(id('retailerType'), errors.retailerType)} {...register.retailerType}>
            <option value="">{t('fields.chooseStoreType')}</option>
            {retailerTypes.map((type) => (
              <option key={type} value={type}>
                {t(`retailerTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {userType === 'supplier' && (
        <FormField id={id('supplierType')} label={t('fields.supplierType')} error={errors.supplierType}>
          <Select {...fieldAria(id('supplierType'), errors.supplierType)} {...register.supplierType}>
            <option value="">{t('fields.chooseSupplierType')}</option>
            {supplierTypes.map((type) => (
              <option key={type} value={type}>
                {t(`supplierTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    </>
  );
}

function FieldMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm text-danger">
      {fieldErrorText(text, t)}
    </p>
  );
}
