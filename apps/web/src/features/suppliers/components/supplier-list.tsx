import type { Supplier } from '@assist/domain';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { BalanceAmount } from './balance';
import { NetworkLine } from './network-balances';

/** Suppliers whose name, contact or phone contains the search, case-insensitive. */
export function filterSuppliers(suppliers: readonly Supplier[], search: string): Supplier[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...suppliers];
  return suppliers.filter((s) =>
    [s.name, s.contact, s.phone, s.email ?? ''].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

interface SupplierListProps {
  suppliers: Supplier[];
  search: string;
  onSearch: (value: string) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The supplier list with search: name, contact and outstanding balance per row. */
export function SupplierList({ suppliers, search, onSearch, selectedId, onSelect }: SupplierListProps) {
  const { t } = useTranslation('suppliers');
  const shown = filterSuppliers(suppliers, search);
  return (
    <div className="flex flex-col">
      <div className="relative border-b border-line p-3">
        <Search
          className="pointer-events-none absolute start-6 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          className="ps-9"
          data-testid="suppliers-search"
        />
      </div>
      <p className="flex justify-between gap-3 border-b border-line bg-canvas px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span>{t('listLabel')}</span>
        <span>{t('balance')}</span>
      </p>
      {shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-ink-muted" data-testid="suppliers-no-match">
          {t('noMatch', { search })}
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('listLabel')} data-testid="suppliers-list">
          {shown.map((supplier) => (
            <li key={supplier.id}>
              <button
                type="button"
                onClick={() => onSelect(supplier.id)}
                aria-current={supplier.id === selectedId ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center justify-between gap-3 px-4 py-3 text-start hover:bg-subtle/70',
                  supplier.id === selectedId && 'bg-brand-soft/50',
                )}
                data-testid={`supplier-row-${supplier.id}`}
              >
                <span className="min-w-0">
                  <span className="line-clamp-2 font-medium rtl:text-right" dir="auto">
                    {supplier.name}
                  </span>
                  <span className="block truncate text-sm text-ink-muted">{supplier.contact}</span>
                  {supplier.networkBalances.map((balance) => (
                    <NetworkLine key={balance.currency} balance={balance} />
                  ))}
                </span>
                <BalanceAmount amount={supplier.outstandingBalance} className="shrink-0 text-sm" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
