import { type Ref, useImperativeHandle, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PaperSize, ReceiptContent } from './receipt-content';
import { ReceiptView } from './receipt-view';
import './receipt-print.css';

export interface ReceiptPrinter {
  print: () => void;
}

const pxToMm = (px: number) => (px * 25.4) / 96;

/** The page for the paper: a roll exactly as long as the receipt (thermal printers cut there), or A4. */
function pageRule(paper: PaperSize, root: HTMLElement | null): string {
  if (paper === 'a4') return '@page { size: A4; margin: 16mm; }';
  const length = Math.ceil(pxToMm(root?.getBoundingClientRect().height ?? 0)) + 4;
  return `@page { size: 80mm ${Math.max(length, 60)}mm; margin: 0; }`;
}

/** The receipt copy that prints (a child of <body>, so print CSS can hide everything else). */
export function ReceiptPrint({
  receipt,
  paper,
  ref,
}: {
  receipt: ReceiptContent;
  paper: PaperSize;
  ref: Ref<ReceiptPrinter>;
}) {
  const { i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLStyleElement>(null);
  useImperativeHandle(ref, () => ({
    print: () => {
      if (page.current) page.current.textContent = pageRule(paper, root.current);
      window.print();
    },
  }));
  return createPortal(
    <div
      ref={root}
      className="receipt-print-root"
      data-paper={paper}
      dir={i18n.dir()}
      lang={i18n.resolvedLanguage}
      aria-hidden="true"
      data-testid="receipt-print-copy"
    >
      <style ref={page} />
      <ReceiptView receipt={receipt} paper={paper} />
    </div>,
    document.body,
  );
}
