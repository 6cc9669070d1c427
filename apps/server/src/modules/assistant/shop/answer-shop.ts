import type { AssistantLanguage, ChatAnswer, ShopQuestion } from '@assist/domain';
import { expiringThisMonth } from './expiring.js';
import { bestSellersText, salesText, shortageText, supplierBalancesText } from './money-answers-text.js';
import { productStock } from './product-stock.js';
import { reorderOf, reorderText } from './reorder-text.js';
import { recalledStock, recalledText } from './recalled-stock.js';
import { bestSellers, lowStockOf, salesSummary, shortageToday, supplierBalances } from './shop-figures.js';
import type { ShopScope } from './shop-scope.js';
import { expiringText, lowStockText, productStockText } from './stock-text.js';

/** The text answering a shop question from the scope's own data, in `language`. */
async function shopText(scope: ShopScope, question: ShopQuestion, language: AssistantLanguage): Promise<string> {
  switch (question.kind) {
    case 'stock':
      return productStockText(question.term, await productStock(scope, question.term), language);
    case 'lowStock':
      return lowStockText(await lowStockOf(scope), language);
    case 'expiring':
      return expiringText(await expiringThisMonth(scope), language);
    case 'sales':
      return salesText(await salesSummary(scope, question.period), scope.currency, language);
    case 'bestSellers':
      return bestSellersText(await bestSellers(scope, question.period), scope.currency, language);
    case 'supplierBalance':
      return supplierBalancesText(await supplierBalances(scope, question.text), scope.currency, language);
    case 'shortage':
      return shortageText(await shortageToday(scope), language);
    case 'reorder':
      return reorderText(await reorderOf(scope), scope.currency, language);
    case 'recalled':
      return recalledText(await recalledStock(scope), language);
  }
}

/** A shop question's answer, type inventory. */
export async function answerShopQuestion(
  scope: ShopScope,
  question: ShopQuestion,
  language: AssistantLanguage,
): Promise<ChatAnswer> {
  if (question.kind === 'stock') {
    // A stock answer lists a few products: the rest are one link away, the Inventory page filtered.
    const stock = await productStock(scope, question.term);
    const message = productStockText(question.term, stock, language);
    return stock.more > 0
      ? { message, type: 'inventory', inventorySearch: question.term }
      : { message, type: 'inventory' };
  }
  return { message: await shopText(scope, question, language), type: 'inventory' };
}
