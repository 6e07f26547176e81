import type { CourseCategory, TestSeriesCategory } from './constants.js';
import type { Language } from './site-pages.js';
import type { OfflinePaymentMode } from './admin-schemas.js';
import type { FeePlan } from './fee-plans.js';

export type Role = 'student' | 'admin';
export type StaffRole = 'owner' | 'accountant' | 'faculty';

/** A user as the API returns it: never a password hash. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  enrolledCourses: string[];
  /** The language the person chose for the site; absent until they choose one. */
  language?: Language;
  createdAt: string;
  updatedAt: string;
}

export interface Course {
  _id: string;
  title: string;
  description: string;
  /** The admin's optional Gujarati title, description and features, shown to visitors who chose Gujarati. */
  titleGu?: string;
  descriptionGu?: string;
  featuresGu?: string[];
  price: number;
  category: CourseCategory;
  duration: string;
  thumbnail?: string;
  features: string[];
  videoCount: number;
  /** How the fee may be paid: in full or in instalments (absent when the course has no plans). */
  plans?: FeePlan[];
  createdAt: string;
  updatedAt: string;
}

export interface ApiError {
  success: false;
  error: string;
}

export interface AuthResponse {
  success: true;
  token: string;
  student?: PublicUser;
  admin?: PublicUser;
  /** Admin login: marks this device as known to the account, for later logins (see docs/security.md). */
  deviceToken?: string;
}

export interface ProfileResponse {
  success: true;
  user: PublicUser;
  userType: Role;
}

/** A course video as the API lists it; the file itself is reached only through a signed URL. */
export interface CourseVideo {
  _id: string;
  title: string;
  description: string;
  /** Seconds. */
  duration?: number;
  order: number;
  createdAt: string;
}

/** A PDF of study notes, for a whole course or, with `videoId`, for one of its lectures. */
export interface StudyNote {
  _id: string;
  courseId: string;
  videoId?: string;
  title: string;
  titleGu?: string;
  /** Bytes. */
  size: number;
  createdAt: string;
}

export interface Enrollment {
  course: Pick<Course, '_id' | 'title' | 'description' | 'titleGu' | 'descriptionGu'>;
  enrolledAt: string;
}

export interface TestSeries {
  _id: string;
  title: string;
  description: string;
  /** Rupees, possibly with paise (e.g. 2499.5). */
  price: number;
  category: TestSeriesCategory;
  duration: string;
  numberOfTests: number;
  features: string[];
  isActive: boolean;
  createdAt: string;
  /** Optional: shown instead of the English to visitors who chose Gujarati. */
  titleGu?: string;
  descriptionGu?: string;
  featuresGu?: string[];
  /** How the fee may be paid: in full or in instalments (absent when the series has no plans). */
  plans?: FeePlan[];
}

/** A homepage ad as the public endpoint returns it. */
export interface HomepageAd {
  _id: string;
  title: string;
  description?: string;
  imageUrl: string;
  redirectUrl: string;
  /** Optional: shown instead of the title and description to visitors who chose Gujarati. */
  titleGu?: string;
  descriptionGu?: string;
}

/** A homepage ad as admins see it: the public shape plus its switch and creation time. */
export interface StoredHomepageAd extends HomepageAd {
  isActive: boolean;
  createdAt: string;
}

export type PaymentMethod = 'card' | 'upi' | 'offline';
/**
 * Card: created → paid | failed. UPI: pending → approved | rejected. Offline: approved. Money that
 * arrived (paid, approved) may then be given back: → partially_refunded → refunded.
 */
export type PaymentStatus =
  | 'created'
  | 'paid'
  | 'failed'
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'partially_refunded'
  | 'refunded';

/** One of the student's own payments, as the dashboard lists them (amount in rupees). */
/** What a payment buys: a course (the default, absent in the API) or a test series. */
export type PaymentProduct = 'course' | 'test-series';

export interface MyPayment {
  _id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** `course` holds the test series' id and title when this is 'test-series'; `titleGu` when it has a Gujarati title. */
  product?: PaymentProduct;
  course: { _id: string; title: string; titleGu?: string };
  amount: number;
  utrNumber?: string;
  receiptNumber?: string;
  /** Offline payments: how the money came (cash, bank transfer) and the office's reference for it. */
  offlineMode?: OfflinePaymentMode;
  reference?: string;
  rejectionReason?: string;
  /** Rupees given back so far (a refund), and the credit notes that say so. */
  refunded?: number;
  creditNotes?: string[];
  createdAt: string;
  decidedAt?: string;
  /** An online checkout's terms: its price, the discount and the coupon that gave it, the plan chosen. */
  checkout?: PaymentCheckoutTerms;
}

/** A UPI payment waiting for an admin (spec: pending UPI payment item, plus amount and time). */
export interface PendingUpiPayment {
  _id: string;
  name: string;
  email: string;
  phone: string;
  courseTitle: string;
  /** 'test-series' when the payment is for a test series (courseTitle is then the series' title). */
  product?: PaymentProduct;
  utrNumber: string;
  amount: number;
  submittedAt: string;
}

export interface UpiPayee {
  address: string;
  name: string;
}

/** What the student pays to, by UPI link or QR code. */
export interface UpiInitiation {
  upiUrl: string;
  amount: number;
  payee: UpiPayee;
  reference: string;
  course: { _id: string; title: string };
}

/** The spec's UPI receipt. */
export interface UpiReceipt {
  utrNumber: string;
  name: string;
  email: string;
  phone: string;
  course: string;
  amount: number;
  status: 'pending';
}

/**
 * A card order's payment as GET /api/orders/{orderId} tells it: any status the ledger's payments have
 * (a card order's go created → paid | failed, then partially_refunded | refunded), with the receipt
 * once the money arrived and the receipt is numbered.
 */
export interface OrderStatusReply {
  status: PaymentStatus;
  receiptNumber?: string;
  receiptToken?: string;
}

/** The spec's payment order response, plus the amount in paise for the checkout and where its script is. */
export interface CardOrderReply {
  key: string;
  amount: number;
  amountPaise: number;
  currency: 'INR';
  orderId: string;
  checkoutScriptUrl: string;
}

/**
 * What an online checkout was sold on, in rupees as the API speaks: the full price, the discount and
 * the coupon code that gave it, and the plan chosen (its name and how many instalments it has). The
 * payment's `amount` is what was paid now: the whole price less the discount, or the plan's first part.
 */
export interface PaymentCheckoutTerms {
  price: number;
  discount: number;
  couponCode?: string;
  plan?: { name: string; instalments: number };
}
