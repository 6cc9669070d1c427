import { describe, expect, it } from 'vitest';
import { roundMg, roundVolume } from './rounding.js';

describe('volume rounding', () => {
  it.each([
    [3.75, 3.8, 0.1],
    [0.75, 0.8, 0.1],
    [4.94, 4.9, 0.1],
    [4.96, 5, 0.1],
    [5, 5, 0.5],
    [7.2, 7, 0.5],
    [9.375, 9.5, 0.5],
    [12.74, 12.5, 0.5],
    [12.75, 13, 0.5],
  ])('%d mL -> %d mL (step %d)', (ml, rounded, step) => {
    expect(roundVolume(ml)).toEqual({ ml: rounded, step });
  });

  it('never rounds above the maximum single dose', () => {
    expect(roundVolume(9.9, 9.9)).toEqual({ ml: 9.5, step: 0.5 });
    expect(roundVolume(2.46, 2.46)).toEqual({ ml: 2.4, step: 0.1 });
  });

  it.each([
    [225, 225],
    [66.666, 66.7],
    [187.5, 187.5],
    [2.5, 2.5],
    [6.666, 6.7],
  ])('%d mg shows as %d mg', (mg, shown) => {
    expect(roundMg(mg)).toBe(shown);
  });
});
