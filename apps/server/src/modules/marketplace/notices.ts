import { noticeTitles } from '../notifications/notice-titles.js';
import type { NewNotification } from '../notifications/notify.js';

/** Where a notification takes its reader. */
export const supplierLink = '/supplier-marketplace';
export const retailerLink = '/marketplace';
export const transfersLink = '/transfers';
export const purchasesLink = '/marketplace?tab=purchases';
/**
 * The Returns page (lane consent): the returning business follows its returns there, and the
 * business the goods go back to decides them there (every business that holds stock opens it).
 */
export const returnsLink = '/returns';

type Status = 'approved' | 'rejected';

/**
 * The notifications the marketplace writes (English; the web may word them by kind, with
 * fromBusinessName). The supplier hears of join and purchase requests, the retailer of the answers.
 */
export const notices = {
  joinRequest: (
    supplierId: number,
    retailerId: number,
    retailerName: string,
    marketplaceName: string,
    joined: boolean,
  ) =>
    ({
      ownerId: supplierId,
      fromOwnerId: retailerId,
      kind: 'join_request',
      title: noticeTitles.join_request[joined ? 'approved' : 'pending'],
      status: joined ? 'approved' : 'pending',
      message: joined
        ? `${retailerName} joined ${marketplaceName}.`
        : `${retailerName} asked to join ${marketplaceName}.`,
      link: supplierLink,
    }) satisfies NewNotification,
  joinResponse: (
    retailerId: number,
    supplierId: number,
    supplierName: string,
    marketplaceName: string,
    status: Status,
  ) =>
    ({
      ownerId: retailerId,
      fromOwnerId: supplierId,
      kind: 'join_response',
      title: noticeTitles.join_response[status],
      status,
      message: `${supplierName} ${status} your request to join ${marketplaceName}.`,
      link: retailerLink,
    }) satisfies NewNotification,
  purchaseRequest: (supplierId: number, retailerId: number, retailerName: string, lines: number) =>
    ({
      ownerId: supplierId,
      fromOwnerId: retailerId,
      kind: 'purchase_request',
      title: noticeTitles.purchase_request.pending,
      status: 'pending',
      message: `${retailerName} sent a purchase request of ${lines} ${lines === 1 ? 'item' : 'items'}.`,
      link: supplierLink,
    }) satisfies NewNotification,
  purchaseResponse: (retailerId: number, supplierId: number, supplierName: string, status: Status) =>
    ({
      ownerId: retailerId,
      fromOwnerId: supplierId,
      kind: 'purchase_response',
      title: noticeTitles.purchase_response[status],
      status,
      message:
        status === 'approved'
          ? `${supplierName} approved your purchase request. Receive it into stock from your Purchases.`
          : `${supplierName} rejected your purchase request.`,
      link: status === 'approved' ? purchasesLink : retailerLink,
    }) satisfies NewNotification,
};

/** A business's name as notifications show it. */
export const nameOf = (user: { businessName: string | null; email: string }) => user.businessName ?? user.email;
