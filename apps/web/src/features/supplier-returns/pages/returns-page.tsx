import type { ReturnDecision, SupplierReturn } from '@assist/domain';
import { ArrowLeft, PackageX, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { useSignedInUser } from '../../auth/api';
import { supplierMoneyErrorText } from '../../suppliers/error-text';
import { useDecideReturn, useSupplierReturns } from '../api';
import { CreateReturnDialog } from '../components/create-return-dialog';
import { useRecalledReturn } from '../recalled-return';
import { ReturnCard } from '../components/return-card';
import { SupplierAnswerDialog } from '../components/supplier-answer-dialog';

function ReturnsSkeleton() {
  const { t } = useTranslation('supplier-returns');
  return (
    <output
      className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
      aria-label={t('loading')}
      data-testid="returns-loading"
    >
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex animate-pulse flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <div className="h-5 w-2/3 rounded bg-subtle" />
          <div className="h-4 w-1/3 rounded bg-subtle" />
          <div className="grid grid-cols-3 gap-3">
            <div className="h-9 rounded bg-subtle" />
            <div className="h-9 rounded bg-subtle" />
            <div className="h-9 rounded bg-subtle" />
          </div>
          <div className="h-4 w-full rounded bg-subtle" />
        </div>
      ))}
    </output>
  );
}

/** /returns: returns to suppliers, pending until the supplier's answer is recorded (spec part 1 §2). */
export function ReturnsPage() {
  const { t } = useTranslation('supplier-returns');
  const user = useSignedInUser();
  const returns = useSupplierReturns();
  const decide = useDecideReturn();
  const [creating, setCreating] = useState(false);
  // Lane recalls: "Return recalled stock" arrives with the lot and transfer to return.
  const recalled = useRecalledReturn();
  const [answering, setAnswering] = useState<SupplierReturn | null>(null);
  const list = returns.data ?? [];
  const canDecide = !user.isTeamMember;
  const hasDashboard = user.capabilities.includes('dashboard');

  const onDecide = (id: number, decision: ReturnDecision) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: (done) => {
          setAnswering(null);
          // A return coming back to this business: its stock and balance moved, not a supplier's.
          const text = done.incoming && decision !== 'refunded' ? `toast.${decision}BackText` : `toast.${decision}Text`;
          toast({
            title: t(`toast.${decision}`),
            description: t(text, { name: done.productName }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('toast.decisionFailed'),
            description: supplierMoneyErrorText(error, t, t('toast.decisionFailed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div data-testid="returns-page">
      {hasDashboard && (
        <Link to="/dashboard" className={buttonClass('ghost', 'sm', 'mb-3 -ms-2')} data-testid="returns-back">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('back')}
        </Link>
      )}
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          list.length > 0 && (
            <Button onClick={() => setCreating(true)} data-testid="returns-create">
              <Plus className="size-4" aria-hidden="true" />
              {t('create')}
            </Button>
          )
        }
      />
      {returns.isPending && <ReturnsSkeleton />}
      {returns.isError && (
        <Card className="flex flex-col items-start gap-3 p-6" role="alert">
          <h2 className="font-semibold">{t('loadFailed')}</h2>
          <p className="text-sm text-ink-muted">{supplierMoneyErrorText(returns.error, t, t('loadFailed'))}</p>
          <Button variant="outline" onClick={() => void returns.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </Card>
      )}
      {returns.isSuccess && list.length === 0 && (
        <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="returns-empty">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
            <PackageX className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
          <p className="max-w-md text-ink-muted">{t('empty.text')}</p>
          <Button size="lg" onClick={() => setCreating(true)} data-testid="returns-create-first">
            <Plus className="size-4" aria-hidden="true" />
            {t('empty.create')}
          </Button>
        </Card>
      )}
      {list.length > 0 && (
        <ul
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
          aria-label={t('listLabel')}
          data-testid="returns-list"
        >
          {list.map((item) => (
            <li key={item.id} className="min-w-0">
              <ReturnCard
                item={item}
                canDecide={canDecide}
                deciding={decide.isPending && decide.variables?.id === item.id ? decide.variables.decision : null}
                onDecide={(decision) => onDecide(item.id, decision)}
                onRecordAnswer={() => setAnswering(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <CreateReturnDialog
        open={creating || recalled.prefill !== null}
        prefill={recalled.prefill}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open) recalled.clear();
        }}
      />
      <SupplierAnswerDialog
        item={answering}
        deciding={decide.isPending && decide.variables?.id === answering?.id ? decide.variables.decision : null}
        onAnswer={(decision) => answering && onDecide(answering.id, decision)}
        onClose={() => setAnswering(null)}
      />
    </div>
  );
}
