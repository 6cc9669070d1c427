/** The spec's expense messages (part 1 §5, §8) and ours, one place for server and forms. */
export const expenseMessages = {
  titleRequired: 'Title is required',
  amountRequired: 'Amount is required',
  categoryRequired: 'Category is required',
  expenseDateRequired: 'Expense date is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimals',
  amountMax: 'Amount is too large',
  expenseDateInvalid: 'Expense date must be a valid date (YYYY-MM-DD)',
  expenseDateRange: 'Expense date must be between the years 2000 and 2100',
  monthInvalid: 'Month must be between 1 and 12',
  yearInvalid: 'Year must be between 2000 and 2100',
  receiptUnknown: 'The receipt image was not found. Please upload it again.',
  receiptRequired: 'Please choose a receipt image',
  receiptType: 'The receipt must be a JPEG, PNG or WebP image',
  receiptTooLarge: 'The receipt image must be 5 MB or smaller',
  tooManyReceipts: 'Too many receipt uploads. Please wait an hour and try again.',
  expenseNotFound: 'Expense not found',
} as const;

export type ExpenseMessageKey = keyof typeof expenseMessages;
