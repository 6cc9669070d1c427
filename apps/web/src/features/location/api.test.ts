import { describe, expect, it } from 'vitest';
import { formatCoordinates } from '../../lib/format';
import { addressOf } from './api';

describe('location text', () => {
  it('joins locality, region and country without blanks or repeats', () => {
    expect(
      addressOf({ city: 'Baghdad', locality: 'Karrada', principalSubdivision: 'Baghdad', countryName: 'Iraq' }),
    ).toBe('Karrada, Baghdad, Iraq');
    expect(addressOf({ city: 'Basra', locality: '', principalSubdivision: 'Basra', countryName: 'Iraq' })).toBe(
      'Basra, Iraq',
    );
    expect(addressOf({})).toBe('');
  });

  it('falls back to coordinates with six decimals', () => {
    expect(formatCoordinates(33.3152, 44.3661)).toBe('33.315200, 44.366100');
  });
});
