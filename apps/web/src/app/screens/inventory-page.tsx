import { ClipboardList, FileSpreadsheet, PackagePlus, ScanText, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AddProductsDialog } from '../../features/inventory/components/add-products-dialog';
import { CsvImportTab } from '../../features/drafts/components/csv-tab';
import { CurrentInventoryTab } from '../../features/inventory/components/current-inventory-tab';
import { DiscrepanciesButton } from '../../features/inventory/components/discrepancies-dialog';
import { DraftsTab } from '../../features/drafts/components/drafts-tab';
import { OcrTab } from '../../features/drafts/components/ocr-tab';

const tabs = [
  { value: 'current', icon: Warehouse },
  { value: 'drafts', icon: ClipboardList },
  { value: 'ocr', icon: ScanText },
  { value: 'csv', icon: FileSpreadsheet },
] as const;

/** /inventory: the current stock, drafts, receipt scanner and CSV import (spec part 2 §2). */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);
  return (
    <div data-testid="inventory-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          // One button a row on a phone: the discrepancies count arrives after the page is drawn,
          // and its wider label wrapped Add Product onto a new row, pushing the tabs down (CLS 0.128).
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <DiscrepanciesButton />
            <Button onClick={openAdd} data-testid="add-product-open">
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('addProduct')}
            </Button>
          </div>
        }
      />
      <Tabs defaultValue="current">
        <TabsList aria-label={t('tabsLabel')} className="mb-1">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="flex-col sm:flex-row"
              data-testid={`inventory-tab-${value}`}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="text-xs leading-tight sm:text-sm">{t(`tabs.${value}`)}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="current">
          <CurrentInventoryTab onAddProduct={openAdd} />
        </TabsContent>
        <TabsContent value="drafts">
          <DraftsTab />
        </TabsContent>
        <TabsContent value="ocr">
          <OcrTab />
        </TabsContent>
        <TabsContent value="csv">
          <CsvImportTab />
        </TabsContent>
      </Tabs>
      <AddProductsDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
