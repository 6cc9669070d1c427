/**
 * TEMPORARY: the shapes of spec part 2 §3 until the market-server lane's contracts land in
 * packages/domain/src/marketplace/ (then these become imports from @assist/domain).
 */
export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface Marketplace {
  id: number;
  name: string;
  description: string | null;
  businessCategory: 'pharmaceutical' | 'general';
  requiresApproval: boolean;
  hidePrices: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MarketplaceCreateRequest {
  name?: string;
  description?: string;
  requiresApproval?: boolean;
}

export interface MarketplaceSettingsRequest {
  hidePrices?: boolean;
  requiresApproval?: boolean;
  isActive?: boolean;
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

export interface RetailerSummary {
  businessName: string;
  businessPhone: string | null;
  businessLocation: string | null;
  email: string;
}

export interface JoinRequest {
  id: number;
  retailerId: number;
  marketplaceId: number;
  status: RequestStatus;
  requestMessage: string | null;
  responseMessage: string | null;
  createdAt: string;
  retailer: RetailerSummary;
}

export interface PurchaseRequestItem {
  id: number;
  productName: string;
  barcode: string;
  category: string;
  requestedQuantity: number;
  approvedQuantity: number | null;
  supplierRetailPrice: string;
  unitsPerBox: number;
}

export interface PurchaseRequest {
  id: number;
  status: RequestStatus;
  retailer: RetailerSummary;
  totalAmount: string;
  notes: string | null;
  requestMessage: string | null;
  responseMessage: string | null;
  createdAt: string;
  items: PurchaseRequestItem[];
}

export interface ReviewRequest {
  responseMessage: string;
}

export interface PurchaseApproveRequest extends ReviewRequest {
  items: { itemId: number; approvedQuantity: number }[];
}

export interface BroadcastRequest {
  title: string;
  message: string;
}

export interface Broadcast {
  id: number;
  title: string;
  message: string;
  recipients: number;
  createdAt: string;
}

export interface MarketplaceActivity {
  activeRetailers: number;
  orders: number;
  pendingJoinRequests: number;
  pendingPurchaseRequests: number;
  notificationsSent: number;
}
