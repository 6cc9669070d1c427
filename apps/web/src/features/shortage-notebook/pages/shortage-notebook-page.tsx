import type { ShortageItem } from '@assist/domain';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { formatCalendarDate } from '../../../lib/format';
import { useSignedInUser } from '../../auth/api';
import { useBusinessDay } from '../../auth/use-business-day';
import { useDeleteShortageItem, useShortageHistory, useShortageItems, useUpdateShortageItem } from '../api';
import { AddItemDialog } from '../components/add-item-dialog';
import { DayPicker } from '../components/day-picker';
import { PreviousDays } from '../components/previous-days';
import { ShortageItemRow } from '../components/shortage-item-row';
import { ShortageEmpty, ShortageLoadFailed, ShortageLoading } from '../components/shortage-states';
import { orderShortageItems } from '../item-order';

/** /shortage-notebook: what the shop ran short of, day by day (spec part 2 §2 Shortage Notebook). */
export function ShortageNotebookPage() {
  const { t, i18n } = useTranslation('shortage');
  const user = useSignedInUser();
  const { today, timeZone } = useBusinessDay();
  const [date, setDate] = useState(today);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ShortageItem | null>(null);
  const items = useShortageItems(date);
  const history = useShortageHistory();
  const update = useUpdateShortageItem();
  const remove = useDeleteShortageItem();
  const showMarketplace = user.capabilities.includes('marketplace');

  const list = orderShortageItems(items.data ?? []);
  const completed = list.filter((item) => item.isCompleted).length;

  const toggle = (item: ShortageItem, isCompleted: boolean) =>
    update.mutate(
      { id: item.id, body: { isCompleted } },
      {
        onError: (error) =>
          toast({
            title: t('toast.updateFailed'),
            description: errorText(error, t, t('errors:generic')),
            variant: 'destructive',
          }),
      },
    );

  // On a phone the previous days sit under the list: choosing one brings its list into view.
  const showDay = (day: string) => {
    setDate(day);
    document.getElementById('shortage-day-heading')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = isolate(deleting.productName);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('toast.deleted'), description: t('toast.deletedText', { name }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toast.deleteFailed'),
          description: errorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div data-testid="shortage-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {showMarketplace && (
              <Link to="/marketplace" className={buttonClass('outline')} data-testid="shortage-marketplace">
                <Store className="size-4" aria-hidden="true" />
                {t('browseMarketplace')}
              </Link>
            )}
            <Button onClick={() => setAdding(true)} data-testid="shortage-add">
              <Plus className="size-4" aria-hidden="true" />
              {t('add')}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="flex min-w-0 flex-col gap-4" aria-labelledby="shortage-day-heading">
          <DayPicker date={date} today={today()} onChange={setDate} />
          <Card>
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3">
              <h2 id="shortage-day-heading" className="font-semibold" data-testid="shortage-day-heading">
                {date === today()
                  ? t('list.headingToday')
                  : t('list.heading', { date: formatCalendarDate(date, i18n.language) })}
              </h2>
              {list.length > 0 && (
                <p className="text-sm text-ink-muted tabular-nums" data-testid="shortage-day-progress">
                  {t('list.progress', { completed, total: list.length })}
                </p>
              )}
            </div>
            {items.isPending && <ShortageLoading />}
            {items.isError && <ShortageLoadFailed error={items.error} onRetry={() => void items.refetch()} />}
            {items.isSuccess && list.length === 0 && <ShortageEmpty onAdd={() => setAdding(true)} />}
            {list.length > 0 && (
              <ul aria-label={t('list.label')} data-testid="shortage-list">
                {list.map((item) => (
                  <ShortageItemRow
                    key={item.id}
                    item={item}
                    timeZone={timeZone}
                    showMarketplace={showMarketplace}
                    togglePending={update.isPending && update.variables?.id === item.id}
                    onToggle={(isCompleted) => toggle(item, isCompleted)}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </ul>
            )}
          </Card>
        </section>
        <PreviousDays
          history={history.data}
          failed={history.isError}
          selected={date}
          today={today()}
          onSelect={showDay}
        />
      </div>
      <AddItemDialog open={adding} onOpenChange={setAdding} date={date} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteDialog.title')}
        description={deleting ? t('deleteDialog.description', { name: isolate(deleting.productName) }) : ''}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        testId="shortage-delete"
      />
    </div>
  );
}
