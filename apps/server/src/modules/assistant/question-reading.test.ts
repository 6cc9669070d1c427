import { describe, expect, it } from 'vitest';
import { bestNamed, nameScore } from './name-match.js';
import { skeletonOf } from './skeleton.js';

describe('skeletonOf', () => {
  it.each([
    ['Panadol', 'بنادول'],
    ['Amoxicillin', 'أموكسيسيلين'],
    ['Paracetamol', 'باراسيتامول'],
    ['Ibuprofen', 'ايبوبروفين'],
  ])('spells %s and %s the same', (latin, arabic) => {
    expect(skeletonOf(latin)).toBe(skeletonOf(arabic));
  });
});

describe('nameScore and bestNamed', () => {
  const products = [
    { name: 'Panadol Extra 500mg' },
    { name: 'Panadol Cold & Flu' },
    { name: 'Amoxicillin 250mg Syrup' },
  ];

  it('prefers a spelling to a sound to a typo, and every word must match', () => {
    expect(nameScore('panadol', 'Panadol Extra 500mg')).toBe(3);
    expect(nameScore('بنادول', 'Panadol Extra 500mg')).toBe(2);
    expect(nameScore('panadool', 'Panadol Extra 500mg')).toBe(2);
    expect(nameScore('panadok', 'Panadol Extra 500mg')).toBe(1);
    expect(nameScore('panadol cold', 'Panadol Extra 500mg')).toBe(0);
  });

  it('answers every product the term names best', () => {
    expect(bestNamed('panadol', products).map((p) => p.name)).toEqual(['Panadol Extra 500mg', 'Panadol Cold & Flu']);
    expect(bestNamed('panadol extra', products).map((p) => p.name)).toEqual(['Panadol Extra 500mg']);
    expect(bestNamed('amoxil', products).map((p) => p.name)).toEqual(['Amoxicillin 250mg Syrup']);
    expect(bestNamed('aspirin', products)).toEqual([]);
  });
});
