import { type Page, expect, test } from '@playwright/test';
import { openBusiness, receiveLot } from '../support/businesses';
import { day } from '../support/stock';

// The AI Assistant page (spec part 2 §2, issue 17) with no model configured: dose questions are
// worked out from the formulary, stock questions from the business's own data, in the language of
// the question; the conversation survives a reload and Clear Chat empties it.

const messages = (page: Page) => page.getByTestId('assistant-message');
const answers = (page: Page) => page.locator('[data-testid="assistant-message"][data-role="assistant"]');

/** Types a question and sends it with Enter; resolves with the request the page sent. */
async function ask(page: Page, question: string) {
  const input = page.getByTestId('assistant-input');
  await input.fill(question);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/ai/chat') && r.method() === 'POST');
  const count = await answers(page).count();
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(count + 1);
  await expect(page.getByTestId('assistant-typing')).toHaveCount(0);
  return (await request).postDataJSON() as { message: string; conversationHistory: { role: string }[] };
}

const lastAnswer = (page: Page) => answers(page).last();

test('an English pharmacy asks a dose and a stock question, keeps them over a reload and clears the chat', async ({
  browser,
}) => {
  const shop = await openBusiness(browser, { businessName: 'E2E Assistant Pharmacy' });
  const { page } = shop;
  const product = `Cetrizen Syrup ${Date.now() % 100000}`;
  // 3 boxes of 10: 30 units in stock.
  await receiveLot(page.request, {
    name: product,
    barcode: `AI${Date.now()}`,
    boxes: 3,
    unitsPerBox: 10,
    costPrice: 4000,
    expiryDate: day(200),
  });

  await page.goto('/ai-assistant');
  await expect(page.getByTestId('page-title')).toHaveText('AI Assistant');
  await expect(page.getByTestId('assistant-empty')).toContainText('How can I help?');
  await expect(page.getByTestId('assistant-send')).toBeDisabled();

  // Quick Help: four categories; an example goes into the box, focused, and is not sent.
  for (const name of ['Dose Calculator', 'Medical Assistance', 'App Tutorials', 'Inventory Management'])
    await expect(page.getByTestId('assistant-quick-help')).toContainText(name);
  await page.getByTestId('assistant-example-dose-first').click();
  const input = page.getByTestId('assistant-input');
  await expect(input).toHaveValue('Paracetamol dose for a 3-year-old child weighing 14 kg');
  await expect(input).toBeFocused();
  await expect(messages(page)).toHaveCount(0);

  // Shift+Enter makes a new line and sends nothing.
  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  await expect(messages(page)).toHaveCount(0);

  // A dose question: 15 mg/kg for 14 kg is 210 mg, in mL of each syrup (120 mg/5 mL: 8.75, rounded to 9).
  const dose = await ask(page, 'Paracetamol dose for a 3-year-old child weighing 14 kg');
  expect(dose.conversationHistory).toEqual([]);
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('Dose calculation');
  const doseText = lastAnswer(page).getByTestId('assistant-message-text');
  await expect(doseText).toContainText('Dose: 210 mg (15 mg/kg)');
  await expect(doseText).toContainText('Syrup 120 mg/5 mL: 9 mL per dose');
  await expect(doseText).toContainText('the pharmacist makes the final decision');
  await expect(doseText).toHaveAttribute('dir', 'auto');

  // A stock question about the product this test received, with the conversation so far.
  const stock = await ask(page, `How much ${product} do we have in stock?`);
  expect(stock.conversationHistory.map((m) => m.role)).toEqual(['user', 'assistant']);
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('Inventory');
  await expect(lastAnswer(page).getByTestId('assistant-message-text')).toContainText(`${product}: 3 boxes (30 units)`);
  await expect(messages(page)).toHaveCount(4);

  // The conversation survives a reload.
  await page.reload();
  await expect(messages(page)).toHaveCount(4);
  await expect(messages(page).first().getByTestId('assistant-message-text')).toHaveText(
    'Paracetamol dose for a 3-year-old child weighing 14 kg',
  );

  // Clear Chat empties it, says so, and it stays empty after a reload.
  await page.getByTestId('assistant-clear').click();
  await expect(page.getByTestId('toast-title').last()).toHaveText('Conversation Cleared');
  await expect(page.getByTestId('assistant-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('assistant-empty')).toBeVisible();
  await expect(messages(page)).toHaveCount(0);
  await shop.context.close();
});

test('in Arabic on a phone: a dose and a stock question answered in Arabic, right to left', async ({ browser }) => {
  const shop = await openBusiness(browser, {
    businessName: 'E2E Assistant Arabic Pharmacy',
    locale: 'ar',
    viewport: { width: 390, height: 844 },
  });
  const { page } = shop;
  const product = `قطرة زنك ${Date.now() % 100000}`;
  // 2 boxes of 12: 24 units.
  await receiveLot(page.request, {
    name: product,
    barcode: `AR${Date.now()}`,
    boxes: 2,
    unitsPerBox: 12,
    costPrice: 3000,
    expiryDate: day(300),
  });

  await page.goto('/ai-assistant');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('المساعد الذكي');
  await expect(page.getByTestId('assistant-empty')).toContainText('كيف يمكنني المساعدة؟');

  // Quick Help is folded above the chat on a phone; an example fills the box.
  await page.getByTestId('assistant-quick-help-toggle').click();
  await expect(page.getByTestId('assistant-quick-help')).toContainText('حاسبة الجرعات');
  await page.getByTestId('assistant-example-inventory-first').click();
  await expect(page.getByTestId('assistant-input')).toHaveValue('ما المنتجات التي أوشك مخزونها على النفاد؟');
  await expect(messages(page)).toHaveCount(0);

  await ask(page, 'جرعة الباراسيتامول لطفل عمره 3 سنوات ووزنه 14 كغ');
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('حساب جرعة');
  const doseText = lastAnswer(page).getByTestId('assistant-message-text');
  await expect(doseText).toContainText('210 ملغ (15 ملغ/كغ)');
  await expect(doseText).toContainText('شراب 120 ملغ/5 مل: 9 مل للجرعة');
  expect(await doseText.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

  await ask(page, `كم لدينا من ${product}؟`);
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('المخزون');
  await expect(lastAnswer(page).getByTestId('assistant-message-text')).toContainText('2 علبة (24 وحدة)');

  await page.reload();
  await expect(messages(page)).toHaveCount(4);
  await page.getByTestId('assistant-clear').click();
  await expect(page.getByTestId('toast-title').last()).toHaveText('تم مسح المحادثة');
  await expect(messages(page)).toHaveCount(0);

  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shop.context.close();
});

test('offline, a dose question is answered on this device and a stock question asks for the connection; a server error shows the error toast', async ({
  browser,
}) => {
  const shop = await openBusiness(browser, { businessName: 'E2E Assistant Offline Pharmacy' });
  const { page, context } = shop;
  await page.goto('/ai-assistant');
  await expect(page.getByTestId('assistant-empty')).toBeVisible();

  // The server answers with an error: the spec's toast, and the question back in the box.
  await page.route('**/api/ai/chat', (route) =>
    route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
  );
  await page.getByTestId('assistant-input').fill('What is ibuprofen used for?');
  await page.getByTestId('assistant-input').press('Enter');
  await expect(page.getByTestId('toast-title').last()).toHaveText('Error');
  await expect(page.getByTestId('toast-description').last()).toHaveText('Failed to get AI response. Please try again.');
  await expect(page.getByTestId('assistant-input')).toHaveValue('What is ibuprofen used for?');
  await expect(messages(page)).toHaveCount(0);
  await page.unroute('**/api/ai/chat');

  await context.setOffline(true);
  const input = page.getByTestId('assistant-input');
  await input.fill('Paracetamol dose for a 3-year-old child weighing 14 kg');
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(1);
  await expect(lastAnswer(page).getByTestId('assistant-message-on-device')).toHaveText('Answered on this device');
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('Dose calculation');
  await expect(lastAnswer(page).getByTestId('assistant-message-text')).toContainText('Dose: 210 mg (15 mg/kg)');

  await input.fill('How do I work offline?');
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(2);
  await expect(lastAnswer(page).getByTestId('assistant-message-type')).toHaveText('Tutorial');
  await expect(lastAnswer(page).getByTestId('assistant-message-text')).toContainText('Sync Now');

  // A question about the shop's own data needs the server.
  await input.fill('Which products are low on stock?');
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(3);
  await expect(lastAnswer(page).getByTestId('assistant-message-text')).toHaveText(
    "You are offline. On this device I can answer dose, medicine and app questions; questions about your shop's stock, sales and suppliers need the connection. Ask again once you are back online.",
  );
  await context.setOffline(false);

  // Signing out leaves no conversation on this device.
  await page.getByTestId('logout-button').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/ai-assistant'));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('assist.assistant.'))))
    .toEqual([]);
  await context.close();
});
