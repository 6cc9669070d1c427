/**
 * PROVISIONAL: the shapes of the marketplace API as the issue names them, until the contracts of
 * packages/domain/src/marketplace/ (market-server lane) are merged; then this file goes.
 */
export type RequestStatus = 'pending' | 'approved' | 'rejected';
export type AccessStatus = 'none' | RequestStatus;

export interface MarketplaceListing {
  id: number;
  marketplaceName: string;
  description: string | null;
  supplierId: number;
  supplier: { businessName: string; businessCategory: string };
  totalProducts: number;
  categories: string[];
  hasAccess: boolean;
  accessStatus: AccessStatus;
  requiresApproval: boolean;
  hidePrices: boolean;
}

export interface MarketplaceInventoryItem {
  productName: string;
  barcode: string;
  category: string;
  availableQuantity: number;
  availableBoxes: number;
  unitsPerBox: number;
  retailPrice: string | null;
  expiryDate: string;
}

export interface JoinRequest {
  id: number;
  marketplaceId: number;
  marketplaceName: string;
  supplierName: string;
  status: RequestStatus;
  requestMessage: string | null;
  responseMessage: string | null;
  createdAt: string;
}

export interface PurchaseRequestItem {
  id: number;
  productName: string;
  barcode: string;
  category: string;
  requestedQuantity: number;
  approvedQuantity: number | null;
  supplierRetailPrice: string | null;
  unitsPerBox: number;
}

export interface PurchaseRequest {
  id: number;
  supplierId: number;
  supplierName: string;
  status: RequestStatus | 'completed';
  totalAmount: string | null;
  notes: string | null;
  requestMessage: string | null;
  responseMessage: string | null;
  createdAt: string;
  reviewedAt: string | null;
  transfer: { id: number; status: 'pending' | 'accepted' | 'declined' } | null;
  items: PurchaseRequestItem[];
}

export interface PurchaseRequestCreate {
  supplierId: number;
  items: { barcode: string; requestedQuantity: number }[];
  notes?: string | null;
  requestMessage?: string | null;
}
