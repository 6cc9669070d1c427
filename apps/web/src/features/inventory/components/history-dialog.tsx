import type { InventoryItem } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CostHistory } from './cost-history';
import { ExpiryHistory } from './expiry-history';
import { ItemCaption } from './item-caption';
import { StockMovements } from './stock-movements';

interface HistoryDialogProps {
  /** A lot of the product whose history to show; undefined keeps the dialog closed. */
  item: InventoryItem | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Inventory History: every receipt of the product, by cost price and by expiry date; the lot's stock movements. */
export function HistoryDialog({ item, onOpenChange }: HistoryDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={item !== undefined} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('history.title')}
        description={item ? <ItemCaption item={item} /> : undefined}
        className="sm:max-w-2xl"
        data-testid="history-dialog"
      >
        {item && (
          <Tabs defaultValue="cost">
            <TabsList aria-label={t('history.tabsLabel')}>
              <TabsTrigger value="cost" data-testid="history-tab-cost">
                {t('history.costTab')}
              </TabsTrigger>
              <TabsTrigger value="expiry" data-testid="history-tab-expiry">
                {t('history.expiryTab')}
              </TabsTrigger>
              <TabsTrigger value="movements" data-testid="history-tab-movements">
                {t('stock-movements:tab')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="cost">
              <CostHistory id={item.id} />
            </TabsContent>
            <TabsContent value="expiry">
              <ExpiryHistory id={item.id} />
            </TabsContent>
            <TabsContent value="movements">
              <StockMovements id={item.id} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
