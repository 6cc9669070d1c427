import type { Draft, DraftType } from '@assist/domain';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useSuppliers } from '../../inventory/api';
import { countText } from '../../inventory/display';
import { useTimes } from '../../../lib/format/use-times';

const typeTones: Record<DraftType, BadgeTone> = {
  manual: 'neutral',
  ocr: 'brand',
  bulk_import: 'warning',
  'csv-batch': 'success',
};

function DraftTypeBadge({ type }: { type: DraftType }) {
  const { t } = useTranslation('inventory');
  return (
    <Badge tone={typeTones[type]} className="whitespace-nowrap" data-testid="draft-type">
      {t(`drafts.type.${type}`)}
    </Badge>
  );
}

/** A single draft's product name; a multi-product draft's product count and its first names. */
function DraftSummary({ draft }: { draft: Draft }) {
  const { t } = useTranslation('inventory');
  if (!draft.sourceData.isMultiProduct && draft.draftType !== 'csv-batch') {
    return <span className="font-medium break-words">{draft.productName || t('drafts.unnamed')}</span>;
  }
  const names = (draft.sourceData.products ?? []).map((p) => p.name).filter(Boolean);
  return (
    <span className="flex flex-col">
      <span className="font-medium">{countText(t, 'drafts.productCount', draft.productCount)}</span>
      {names.length > 0 && (
        <span className="line-clamp-1 text-xs text-ink-muted break-all">{names.slice(0, 3).join(', ')}</span>
      )}
      {draft.sourceData.importInfo?.fileName && (
        <span className="text-xs text-ink-muted break-all" dir="auto">
          {draft.sourceData.importInfo.fileName}
        </span>
      )}
    </span>
  );
}

interface DraftsListProps {
  drafts: Draft[];
  onOpen: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
}

function useSupplierName() {
  const { t } = useTranslation('inventory');
  const suppliers = useSuppliers();
  return (id: number | null) =>
    id === null ? '—' : (suppliers.data?.find((s) => s.id === id)?.name ?? t('history.supplierId', { id }));
}

function DraftActions({ draft, onOpen, onDelete }: { draft: Draft } & Omit<DraftsListProps, 'drafts'>) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex justify-end gap-1">
      <Button variant="outline" size="sm" onClick={() => onOpen(draft)} data-testid="draft-open">
        <Pencil className="size-4" aria-hidden="true" />
        {draft.draftType === 'csv-batch' ? t('drafts.openBatch') : t('drafts.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger hover:bg-danger-soft"
        onClick={() => onDelete(draft)}
        aria-label={t('drafts.delete')}
        title={t('drafts.delete')}
        data-testid="draft-delete"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The pending drafts as a table (tablet and desktop). */
export function DraftsTable({ drafts, onOpen, onDelete }: DraftsListProps) {
  const { t } = useTranslation('inventory');
  const times = useTimes();
  const supplierName = useSupplierName();
  return (
    <Table aria-label={t('drafts.tableLabel')} data-testid="drafts-table">
      <TableHead>
        <TableRow>
          <Th>{t('drafts.columns.type')}</Th>
          <Th>{t('drafts.columns.products')}</Th>
          <Th>{t('drafts.columns.supplier')}</Th>
          <Th>{t('drafts.columns.orderId')}</Th>
          <Th>{t('drafts.columns.created')}</Th>
          <Th>
            <span className="sr-only">{t('list.columns.actions')}</span>
          </Th>
        </TableRow>
      </TableHead>
      <TableBody>
        {drafts.map((draft) => (
          <TableRow key={draft.id} data-testid={`draft-row-${draft.id}`} data-type={draft.draftType}>
            <Td>
              <DraftTypeBadge type={draft.draftType} />
            </Td>
            <Td className="max-w-72">
              <DraftSummary draft={draft} />
            </Td>
            <Td>{supplierName(draft.supplierId)}</Td>
            <Td className="whitespace-nowrap" dir="auto">
              {draft.orderId ?? '—'}
            </Td>
            <Td className="whitespace-nowrap text-ink-muted">{times.moment(draft.createdAt)}</Td>
            <Td className="py-1.5">
              <DraftActions draft={draft} onOpen={onOpen} onDelete={onDelete} />
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The pending drafts as stacked cards (phones). */
export function DraftsCards({ drafts, onOpen, onDelete }: DraftsListProps) {
  const { t } = useTranslation('inventory');
  const times = useTimes();
  const supplierName = useSupplierName();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('drafts.tableLabel')} data-testid="drafts-cards">
      {drafts.map((draft) => (
        <li
          key={draft.id}
          className="rounded-xl border border-line bg-surface p-4 shadow-sm"
          data-testid={`draft-row-${draft.id}`}
          data-type={draft.draftType}
        >
          <div className="flex items-start justify-between gap-3">
            <DraftSummary draft={draft} />
            <DraftTypeBadge type={draft.draftType} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardField label={t('drafts.columns.supplier')}>{supplierName(draft.supplierId)}</CardField>
            <CardField label={t('drafts.columns.orderId')}>{draft.orderId ?? '—'}</CardField>
            <CardField label={t('drafts.columns.created')} className="col-span-2">
              {times.moment(draft.createdAt)}
            </CardField>
          </dl>
          <div className="mt-3 border-t border-line pt-2">
            <DraftActions draft={draft} onOpen={onOpen} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function CardField({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
