import { describe, expect, it } from 'vitest';
import { hiddenStrength, strengthOf } from './product-name';

describe('the strength in a product name', () => {
  it.each([
    ['Paracetamol 500mg Tablets', '500mg'],
    ['Amoxicillin 250 mg/5 ml Suspension', '250 mg/5 ml'],
    ['Hydrocortisone Cream 1%', '1%'],
    ['باراسيتامول 500 ملغ أقراص', '500 ملغ'],
    ['Vitamin D3 1000 IU', '1000 IU'],
    ['Baby Wipes 80', null],
    ['Omega 3 Gummies', null],
  ])('%s -> %s', (name, strength) => {
    expect(strengthOf(name)).toBe(strength);
  });

  it('is shown apart on a tile only when the name is long enough to hide it', () => {
    expect(hiddenStrength('Paracetamol 500mg Film-Coated Tablets')).toBeNull();
    expect(hiddenStrength('Calcium Carbonate and Vitamin D3 Chewable Tablets Orange 600mg')).toBe('600mg');
  });
});
