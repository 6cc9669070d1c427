/**
 * The CSV import takes text/csv or a name ending in .csv (spec part 2 §5 CSV upload): browsers on
 * Windows report .csv files as application/vnd.ms-excel, so the name decides as well.
 */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** The receipt scanner takes images only (spec part 2 §5 OCR upload). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** A file size for people: "820 B", "14.2 KB", "3.1 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
