import { describe, expect, it } from 'vitest';
import { categoryValues, normalizeCategory } from './categories.js';

describe('categories', () => {
  it('holds the union of the spec lists with snake_case values', () => {
    for (const value of ['none', 'medications', 'vitamins', 'medical_devices', 'pet_supplies', 'produce', 'other']) {
      expect(categoryValues).toContain(value);
    }
    for (const value of categoryValues) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(categoryValues).size).toBe(categoryValues.length);
  });

  it.each([
    ['medications', 'medications'],
    ['medicines', 'medications'],
    ['Medicine', 'medications'],
    ['supplements', 'vitamins'],
    ['Vitamins & Supplements', 'vitamins'],
    ['personal-care', 'personal_care'],
    ['Personal Care', 'personal_care'],
    ['baby-care', 'baby_care'],
    ['medical-devices', 'medical_devices'],
    ['Medical Supplies', 'medical_devices'],
    ['first-aid', 'first_aid'],
    ['food-beverages', 'food_beverages'],
    ['Food & Beverages', 'food_beverages'],
    ['  BEAUTY ', 'beauty'],
    ['pet_supplies', 'pet_supplies'],
    ['none', 'none'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
    ['spaceships', 'other'],
    ['other', 'other'],
  ])('normalizeCategory(%j) = %s', (input, expected) => {
    expect(normalizeCategory(input)).toBe(expected);
  });
});
