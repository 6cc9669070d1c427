import { SupplierLeadDaysRequest } from '@assist/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { api } from '../../../lib/api';
import { reorderKeys, supplierKeys } from '../../../lib/query-keys';

/** A supplier's lead time (days from ordering to the shelf), changed in place on its detail panel. */
export function LeadDaysField({ supplierId, leadDays }: { supplierId: number; leadDays: number }) {
  const { t } = useTranslation('reorder');
  const client = useQueryClient();
  const [value, setValue] = useState(String(leadDays));
  const save = useMutation({
    mutationFn: (days: number) => api.put(`/api/suppliers/${supplierId}/lead-days`, { leadDays: days }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supplierKeys.all }),
        client.invalidateQueries({ queryKey: reorderKeys.all }),
      ]),
  });
  const submit = () => {
    const parsed = SupplierLeadDaysRequest.safeParse({ leadDays: value });
    if (!parsed.success) return toast({ title: t('errors:codes.reorder_lead_days'), variant: 'destructive' });
    save.mutate(parsed.data.leadDays, {
      onSuccess: () => toast({ title: t('leadDays.saved'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('send.failed'), description: errorText(error, t, t('send.failed')), variant: 'destructive' }),
    });
  };
  const id = `supplier-lead-days-${supplierId}`;
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Truck className="size-4 text-ink-muted" aria-hidden="true" />
      <label htmlFor={id}>{t('leadDays.label')}</label>
      <Input
        id={id}
        type="number"
        min={0}
        max={365}
        inputMode="numeric"
        className="w-20"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
        {t('leadDays.save')}
      </Button>
    </form>
  );
}
