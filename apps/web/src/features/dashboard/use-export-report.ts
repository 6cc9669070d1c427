import type { DashboardResponse } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { type ReportLabels, dashboardCsv, downloadCsv, reportFileName } from './report-csv';

/** "Export report": the shown period as a CSV file, made from the answer on screen. */
export function useExportReport(): (data: DashboardResponse) => void {
  const { t } = useTranslation('dashboard');
  return (data) => {
    const labels = t('report', { returnObjects: true }) as ReportLabels;
    downloadCsv(dashboardCsv(data, labels), reportFileName(data));
  };
}
