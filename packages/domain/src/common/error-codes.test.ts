import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../catalogue/contracts.js';
import { csvReasons } from '../drafts/csv.js';
import { draftMessages } from '../drafts/messages.js';
import { expenseMessages } from '../expenses/messages.js';
import { inventoryMessages } from '../inventory/messages.js';
import { marketplaceMessages } from '../marketplace/messages.js';
import { posMessages } from '../pos/contracts.js';
import { salesMessages } from '../sales/contracts.js';
import { recallMessages } from '../recalls/messages.js';
import { shortageMessages } from '../shortage/messages.js';
import { supplierMessages } from '../suppliers/contracts.js';
import { supplierPaymentMessages } from '../suppliers/payments.js';
import { supplierReturnMessages } from '../suppliers/returns.js';
import { superadminMessages } from '../superadmin/contracts.js';
import { teamMessages } from '../team/contracts.js';
import { transferMessages } from '../transfers/messages.js';
import { type ErrorCode, errorCodes } from './error-codes.js';
import { codeOfMessage, errorKindOf, errorMessageOf, isErrorCode } from './error-lookup.js';
import { messages } from './messages.js';

const locales = join(import.meta.dirname, '../../../../apps/web/src/i18n/locales');
const codesIn = (lng: string) =>
  (JSON.parse(readFileSync(join(locales, lng, 'errors.json'), 'utf8')) as { codes: Record<string, string> }).codes;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const entries = Object.entries(errorCodes) as [ErrorCode, (typeof errorCodes)[ErrorCode]][];

describe('the error list', () => {
  it('names every error by a snake_case code with an error status and an English message', () => {
    for (const [code, entry] of entries) {
      expect(code, code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim(), code).not.toBe('');
    }
  });

  it('has the English text of every code, verbatim, and an Arabic one with the same values', () => {
    const en = codesIn('en');
    const ar = codesIn('ar');
    expect(Object.keys(en).sort()).toEqual(Object.keys(errorCodes).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(errorCodes).sort());
    for (const [code, entry] of entries) {
      expect(en[code], code).toBe(entry.message);
      expect(ar[code]?.trim(), code).toBeTruthy();
      expect(ar[code], code).not.toBe(entry.message);
      expect(placeholders(ar[code] ?? ''), code).toEqual(placeholders(entry.message));
    }
  });

  it('gives every message of the domain’s rules and answers a code of its own', () => {
    const toasts = new Set<string>([
      inventoryMessages.itemAdded,
      inventoryMessages.itemUpdated,
      inventoryMessages.itemDeleted,
      draftMessages.draftSaved,
      draftMessages.draftUpdated,
      draftMessages.draftCompletedToast,
      draftMessages.receiptUnreadable,
      supplierPaymentMessages.submitFailed,
      supplierReturnMessages.returnFailed,
      supplierReturnMessages.created,
    ]);
    const groups = [
      messages,
      inventoryMessages,
      draftMessages,
      csvReasons,
      expenseMessages,
      salesMessages,
      posMessages,
      supplierMessages,
      supplierPaymentMessages,
      supplierReturnMessages,
      catalogueMessages,
      superadminMessages,
      teamMessages,
      transferMessages,
      marketplaceMessages,
      shortageMessages,
      recallMessages,
    ];
    for (const text of groups.flatMap((group) => Object.values(group) as string[])) {
      if (toasts.has(text) || text === salesMessages.insufficientStock) continue;
      const code = codeOfMessage(text);
      expect(code, text).not.toBe('invalid_value');
      expect(errorCodes[code].message, text).toBe(text);
    }
  });

  it('fills a message’s values, keeps the older error names, and knows its own codes', () => {
    expect(errorMessageOf('insufficient_stock', { availableUnits: 3, productName: 'Gauze' })).toBe(
      'Insufficient stock: only 3 units of Gauze left',
    );
    expect(errorMessageOf('lot_short', { availableUnits: 2, productName: 'Gauze' })).toBe(
      'Only 2 units of Gauze are left in this lot',
    );
    expect(errorKindOf('not_found')).toBe('not_found');
    expect(errorKindOf('lot_short')).toBe('insufficient_stock');
    expect(errorKindOf('return_already_approved')).toBe('invalid_transition');
    expect(isErrorCode('sale_not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(codeOfMessage('Too small: expected string to have >=1 characters')).toBe('invalid_value');
  });
});
