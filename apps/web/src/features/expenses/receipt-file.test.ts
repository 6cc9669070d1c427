import { describe, expect, it } from 'vitest';
import { receiptFileProblem } from './receipt-file';

const MB = 1024 * 1024;

describe('receiptFileProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 200_000 }, null],
    [{ type: 'image/png', size: 5 * MB }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/png', size: 5 * MB + 1 }, 'The receipt image must be 5 MB or smaller'],
    [{ type: 'image/gif', size: 1000 }, 'The receipt must be a JPEG, PNG or WebP image'],
    [{ type: 'application/pdf', size: 1000 }, 'The receipt must be a JPEG, PNG or WebP image'],
    [{ type: '', size: 1000 }, 'The receipt must be a JPEG, PNG or WebP image'],
  ])('%j -> %s', (file, problem) => {
    expect(receiptFileProblem(file)).toBe(problem);
  });
});
