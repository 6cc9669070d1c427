import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, TOAST_LIMIT, toast } from './use-toast';

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    toast({ title: 'first' });
    toast({ title: 'second', variant: 'destructive' });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts().map((t) => t.title)).toEqual(['second']);
  });

  it('closes a dismissed toast but keeps it until removal', () => {
    const { id } = toast({ title: 'third' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, title: 'third', open: false })]);
  });
});
