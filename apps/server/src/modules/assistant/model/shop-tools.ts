import { z } from 'zod';
import { expiringThisMonth } from '../shop/expiring.js';
import { productStock } from '../shop/product-stock.js';
import { bestSellers, lowStockOf, salesSummary, shortageToday, supplierBalances } from '../shop/shop-figures.js';
import { defineTool } from './model-tool.js';

const noArgs = z.object({}).passthrough();
const noParameters = { type: 'object', properties: {} };

/**
 * The shop-data functions of the rules, offered to the model as tools. Each reads the asker's
 * tenant only (the scope); what it answers is what is sent to the model (docs/decisions/
 * 2026-11-26-assistant.md, privacy).
 */
export const shopTools = [
  defineTool({
    name: 'product_stock',
    description:
      "Stock of the shop's products whose name matches (fuzzy, English or Arabic spelling): units and whole boxes in live lots.",
    args: z.object({ name: z.string().min(1).max(200) }),
    parameters: {
      type: 'object',
      properties: { name: { type: 'string', description: 'Product name or part of it' } },
      required: ['name'],
    },
    answerType: 'inventory',
    run: ({ name }, { scope }) => productStock(scope, name),
  }),
  defineTool({
    name: 'low_stock',
    description: 'Products with 10 units or fewer in live lots, fewest first.',
    args: noArgs,
    parameters: noParameters,
    answerType: 'inventory',
    run: async (_args, { scope }) => {
      const low = await lowStockOf(scope);
      return { count: low.lowStockCount, products: low.lowStockItems.slice(0, 30) };
    },
  }),
  defineTool({
    name: 'expiring_this_month',
    description: "Lots in stock that expire from today to the end of the shop's current month.",
    args: noArgs,
    parameters: noParameters,
    answerType: 'inventory',
    run: (_args, { scope }) => expiringThisMonth(scope),
  }),
  defineTool({
    name: 'sales_summary',
    description: `Revenue (net of returns, before tax), profit and number of sales. Money is in the shop's currency.`,
    args: z.object({ period: z.enum(['today', 'week', 'month']).default('today') }),
    parameters: {
      type: 'object',
      properties: { period: { type: 'string', enum: ['today', 'week', 'month'], description: 'week = last 7 days' } },
    },
    answerType: 'inventory',
    run: async ({ period }, { scope }) => ({ ...(await salesSummary(scope, period)), currency: scope.currency }),
  }),
  defineTool({
    name: 'best_sellers',
    description: 'Top products by revenue of a period, with units sold.',
    args: z.object({ period: z.enum(['today', 'week', 'month']).default('week') }),
    parameters: {
      type: 'object',
      properties: { period: { type: 'string', enum: ['today', 'week', 'month'] } },
    },
    answerType: 'inventory',
    run: async ({ period }, { scope }) => ({ ...(await bestSellers(scope, period)), currency: scope.currency }),
  }),
  defineTool({
    name: 'supplier_balances',
    description: 'What the shop owes its suppliers (outstanding balances); only those a name matches when given.',
    args: z.object({ name: z.string().max(200).optional() }),
    parameters: { type: 'object', properties: { name: { type: 'string', description: 'Supplier name' } } },
    answerType: 'inventory',
    run: async ({ name }, { scope }) => ({ ...(await supplierBalances(scope, name ?? '')), currency: scope.currency }),
  }),
  defineTool({
    name: 'shortage_list',
    description: "Today's Shortage Notebook: products the shop ran short of, with priority and whether completed.",
    args: noArgs,
    parameters: noParameters,
    answerType: 'inventory',
    run: (_args, { scope }) => shortageToday(scope),
  }),
];
