import { daysUntil } from '../inventory/expiry.js';

/** The shop's defaults when neither the query nor a setting says otherwise. */
export const defaultReorderWindowDays = 28;
export const defaultReorderCoverDays = 30;
export const defaultLeadDays = 3;
/** The dashboard's "Running out" card: products with less than this many days of cover. */
export const runningOutDays = 7;

/** A live lot as the figure reads it: units on hand and the last day it may be sold. */
export interface ReorderLot {
  units: number;
  expiryDate: string;
}

/** What the figure needs to know of one product. */
export interface ReorderInput {
  /** Units sold in the window, net of customer returns (the rollup's sum; below 0 counts as 0). */
  unitsSold: number;
  windowDays: number;
  coverDays: number;
  leadDays: number;
  unitsPerBox: number;
  /** Live lots only: not archived, not expired, not recalled. */
  lots: readonly ReorderLot[];
  /** Units already asked for and not yet received (open purchase requests, draft orders). */
  requestedUnits: number;
  /** On the shortage notebook: with nothing on hand and nothing sold, one box is still suggested. */
  onShortageList: boolean;
  today: string;
}

export interface ReorderFigure {
  averageDailyUnits: number;
  unitsOnHand: number;
  /** Days the counted stock lasts at the average; null when nothing sells (it lasts). */
  daysOfCover: number | null;
  suggestedBoxes: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Units of the lots that will sell before they expire, first-expiring first (FEFO). A lot sold
 * through its expiry day: one expiring in 4 days has 5 days of sales. A lot that outlasts the
 * horizon (cover + lead) counts whole; one expiring inside it counts only up to what the average
 * sells by its expiry, minus what earlier lots already take. Integers throughout: what sells in d
 * days is floor(sold x d / window).
 * Example: 56 sold in 28 days (2 a day), horizon 33; lots 10 (expiry in 4 days), 20 (in 9), 30
 * (in 60) -> 10 + min(20, 20 - 10) + 30 = 50.
 */
export function countedUnits(
  lots: readonly ReorderLot[],
  unitsSold: number,
  windowDays: number,
  horizon: number,
  today: string,
): number {
  const sold = Math.max(0, unitsSold);
  const ordered = [...lots].sort((a, b) => (a.expiryDate < b.expiryDate ? -1 : a.expiryDate > b.expiryDate ? 1 : 0));
  let counted = 0;
  for (const lot of ordered) {
    const sellDays = (daysUntil(lot.expiryDate, today) ?? -1) + 1;
    if (sellDays <= 0 || lot.units <= 0) continue;
    if (sellDays >= horizon) {
      counted += lot.units;
      continue;
    }
    const sellable = Math.floor((sold * sellDays) / windowDays) - counted;
    counted += Math.min(lot.units, Math.max(0, sellable));
  }
  return counted;
}

/**
 * The reorder figure of one product (Odoo's "suggest", a hospital's stock cover): average daily
 * units over the window; units on hand that will sell; days of cover; boxes to order so the stock
 * lasts the cover plus the lead time, less what is already requested, rounded up to whole boxes,
 * never below zero.
 * Example: 56 sold in 28 days, cover 30, lead 3, 50 units counted, 0 requested, boxes of 10 ->
 * need 66 - 50 = 16 units -> 2 boxes; 25.0 days of cover.
 */
export function reorderFigure(input: ReorderInput): ReorderFigure {
  const sold = Math.max(0, input.unitsSold);
  const horizon = input.coverDays + input.leadDays;
  const unitsOnHand = countedUnits(input.lots, sold, input.windowDays, horizon, input.today);
  const average = sold / input.windowDays;
  const have = unitsOnHand + Math.max(0, input.requestedUnits);
  // need x window = sold x horizon - have x window, kept in integers until the one division.
  const shortfall = sold * horizon - have * input.windowDays;
  let suggestedBoxes = shortfall > 0 ? Math.ceil(shortfall / (input.windowDays * input.unitsPerBox)) : 0;
  if (sold === 0 && input.onShortageList && have === 0) suggestedBoxes = 1;
  return {
    averageDailyUnits: round(average, 2),
    unitsOnHand,
    daysOfCover: unitsOnHand === 0 ? 0 : sold === 0 ? null : round((unitsOnHand * input.windowDays) / sold, 1),
    suggestedBoxes,
  };
}

/** Sort order of the page and the API: least cover first, products that do not sell last, then by name. */
export function byDaysOfCover(
  a: { daysOfCover: number | null; productName: string },
  b: { daysOfCover: number | null; productName: string },
): number {
  const ca = a.daysOfCover ?? Number.POSITIVE_INFINITY;
  const cb = b.daysOfCover ?? Number.POSITIVE_INFINITY;
  if (ca !== cb) return ca - cb;
  return a.productName.localeCompare(b.productName);
}
