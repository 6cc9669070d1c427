import type { DashboardResponse } from '@assist/domain';

/** The column and row names of the report, in the reader's language. */
export interface ReportLabels {
  date: string;
  salesCount: string;
  revenue: string;
  returns: string;
  tax: string;
  profit: string;
  total: string;
  period: string;
  totalRevenue: string;
  totalProfit: string;
  totalDiscountProfit: string;
  totalExpenses: string;
  netProfit: string;
  totalTax: string;
  totalReturns: string;
  totalSales: string;
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: (string | number)[]) => values.map(field).join(',');

/**
 * The period as CSV: one row per day with sales or returns (oldest first), a total row, then the
 * period's figures one per row. Amounts as plain 2-decimal numbers so spreadsheets can sum them.
 * Starts with a byte order mark so spreadsheet programs read Arabic labels as UTF-8.
 */
export function dashboardCsv(data: DashboardResponse, labels: ReportLabels): string {
  const rows = [
    line([labels.date, labels.salesCount, labels.revenue, labels.returns, labels.tax, labels.profit]),
    ...data.dailyStats.map((day) => line([day.date, day.salesCount, day.revenue, day.returns, day.tax, day.profit])),
    line([labels.total, data.totalSales, data.totalRevenue, data.totalReturns, data.totalTax, data.totalProfit]),
    '',
    line([labels.period, `${data.dateRange.from} - ${data.dateRange.to}`]),
    line([labels.totalRevenue, data.totalRevenue]),
    line([labels.totalProfit, data.totalProfit]),
    line([labels.totalDiscountProfit, data.totalDiscountProfit]),
    line([labels.totalExpenses, data.totalExpenses]),
    line([labels.netProfit, data.netProfit]),
    line([labels.totalTax, data.totalTax]),
    line([labels.totalReturns, data.totalReturns]),
    line([labels.totalSales, data.totalSales]),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** The report's file name: dashboard-2026-10-24-to-2026-11-22.csv. */
export const reportFileName = (data: DashboardResponse) =>
  `dashboard-${data.dateRange.from}-to-${data.dateRange.to}.csv`;

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
