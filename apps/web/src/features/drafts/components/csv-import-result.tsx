import type { CsvImportResponse } from '@assist/domain';
import { CircleCheck, TableProperties } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../inventory/display';
import { SkippedRows } from './skipped-rows';
import { countText } from '../../../i18n/count-text';

/** What an import did: rows imported into the new batch draft, rows skipped with their reasons. */
export function CsvImportResult({ result, onOpen }: { result: CsvImportResponse; onOpen: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" role="status" data-testid="csv-result">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h3 className="font-semibold" data-testid="csv-result-imported">
            {countText(t, 'csv.imported', result.totalRows, {
              imported: formatCount(result.importedRows),
              total: formatCount(result.totalRows),
            })}
          </h3>
          <p className="text-sm text-ink-muted">{t('csv.importedText')}</p>
        </div>
      </div>
      <SkippedRows rows={result.skippedRows} open />
      <Button className="self-start" onClick={onOpen} data-testid="csv-open-batch">
        <TableProperties className="size-4" aria-hidden="true" />
        {t('csv.openBatch')}
      </Button>
    </Card>
  );
}
