import { type CsvImportResponse, csvColumns } from '@assist/domain';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { csvTemplatePath, useCsvImport } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { fileSizeText, isCsvFile } from '../picked-files';
import { BatchEditor } from './batch-editor';
import { CsvImportResult } from './csv-import-result';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/** Bulk CSV import: pick a file (or drop it), import it into a batch draft, see what was skipped. */
export function CsvImportTab() {
  const { t } = useTranslation('inventory');
  const importCsv = useCsvImport();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvImportResponse | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const pick = (picked: File | undefined) => {
    if (!picked) return setFile(null);
    if (!isCsvFile(picked)) {
      toast({
        title: t('toast.invalidFileType'),
        description: t('errors:codes.csv_file_required'),
        variant: 'destructive',
      });
      if (input.current) input.current.value = '';
      return setFile(null);
    }
    setFile(picked);
    setResult(null);
  };

  const upload = () => {
    if (!file) {
      toast({
        title: t('errors:codes.no_file_selected'),
        description: t('errors:codes.csv_file_required'),
        variant: 'destructive',
      });
      return;
    }
    importCsv.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) =>
        toast({
          title: t('toast.csvParseFailed'),
          description: inventoryErrorText(error, t, t('toast.csvParseFailedText')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="csv-tab">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="font-semibold">{t('csv.title')}</h2>
            <p className="max-w-2xl text-sm text-ink-muted">{t('csv.description')}</p>
          </div>
          <a
            href={csvTemplatePath}
            download="inventory-template.csv"
            className={buttonClass('outline')}
            data-testid="csv-template"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('csv.template')}
          </a>
        </div>
        <p className="text-sm">
          <span className="text-ink-muted">{t('csv.columns')} </span>
          <code className="break-words rounded bg-subtle px-1.5 py-0.5 text-xs" dir="ltr">
            {csvColumns.join(', ')}
          </code>
        </p>
        <ul className="list-disc ps-5 text-sm text-ink-muted">
          <li>{t('csv.ruleName')}</li>
          <li>{t('csv.rulePrices')}</li>
          <li>{t('csv.ruleDates')}</li>
        </ul>
        <label
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-subtle/40 p-6 text-center hover:border-brand focus-within:border-brand"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            pick(event.dataTransfer.files[0]);
          }}
        >
          <FileSpreadsheet className="size-8 text-brand" aria-hidden="true" />
          <span className="font-medium">{file ? file.name : t('csv.pick')}</span>
          <span className="text-sm text-ink-muted" data-testid="csv-file-info">
            {file ? fileSizeText(file.size) : t('csv.pickHint')}
          </span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => pick(event.target.files?.[0])}
            data-testid="csv-file-input"
          />
        </label>
        <NeedsNetworkNote />
        <OnlineOnlyButton
          className="self-start"
          onClick={upload}
          loading={importCsv.isPending}
          data-testid="csv-upload"
        >
          <Upload className="size-4" aria-hidden="true" />
          {importCsv.isPending ? t('csv.importing') : t('csv.import')}
        </OnlineOnlyButton>
      </Card>
      {result && <CsvImportResult result={result} onOpen={() => setEditing(result.draftId)} />}
      <BatchEditor
        draftId={editing}
        onClose={() => {
          setEditing(null);
          setResult(null);
        }}
      />
    </div>
  );
}
