// What the admin insight routes answer (dashboard, reports, students, payments). Amounts in rupees.
import type { OfflinePaymentMode } from './admin-schemas.js';
import type {
  Course,
  Enrollment,
  PaymentCheckoutTerms,
  PaymentMethod,
  PaymentProduct,
  PaymentStatus,
} from './types.js';
import type { StudentSeriesAccess } from './mock-tests.js';
import type { DirectCourseId } from './direct-courses.js';

/** A course as admins list it: the catalogue fields plus its real figures. */
export interface AdminCourse extends Course {
  /** Students enrolled (approved UPI and offline payments, plus seeded or granted enrolments). */
  enrollmentCount: number;
  /** Money received for this course, rupees; left out for faculty, who see no money. */
  totalRevenue?: number;
}

export interface DashboardStats {
  totalStudents: number;
  totalCourses: number;
  totalVideos: number;
  /** Rupees. */
  totalRevenue: number;
}

/** Spec: recentEnrollments are students (name, email, enrolledCourses, updatedAt); plus which course and whose. */
export interface RecentEnrollment {
  /** The student's id. */
  _id: string;
  name: string;
  email: string;
  /** The student's enrolled course titles. */
  enrolledCourses: { _id: string; title: string }[];
  /** When this enrolment happened. */
  updatedAt: string;
  /** The course of this enrolment. */
  course: { _id: string; title: string };
}

export interface CoursePerformance {
  _id: string;
  title: string;
  enrollmentCount: number;
  /** Rupees. */
  totalRevenue: number;
}

export interface AdminDashboard {
  stats: DashboardStats;
  /** The latest few, newest first. */
  recentEnrollments: RecentEnrollment[];
  courseStats: CoursePerformance[];
  /** Counters that hold something no figure can be: the figures show without them until `npm run stats:rebuild`. */
  warnings?: string[];
  /** Rupees of unpaid instalments falling due from today to a week ahead, and of those overdue: money due, not received. */
  dues?: { dueThisWeek: number; overdue: number };
}

/** Spec: Stats. One entry per course that has taken money or students (catalogue and direct courses). */
export interface ReportStats {
  totalStudents: number;
  /** Rupees received in all (paid card, approved UPI, offline), less refunds: net. */
  totalAmount: number;
  /** Rupees received before refunds, and refunded. */
  grossAmount: number;
  refundedAmount: number;
  /**
   * Courses, the card programmes (with `programme`: the page they are sold on, /gpsc or /upsc) and (with
   * `product: 'test-series'`) test series; students of a series are those who bought it. Their amounts add up to totalAmount.
   */
  courseStats: {
    course: string;
    students: number;
    amount: number;
    product?: PaymentProduct;
    programme?: DirectCourseId;
  }[];
  /** As on the dashboard. */
  warnings?: string[];
}

/** Spec: Payment record, as the reports table shows it (money that arrived), plus how it came. */
export interface ReportPayment {
  _id: string;
  name: string;
  mobile: string;
  /** Course title. */
  course: string;
  /** Rupees. */
  amount: number;
  /** When the money arrived (card paid, UPI approved, offline payment date). */
  paymentDate: string;
  method: PaymentMethod;
}

export interface ReportPaymentsPage {
  payments: ReportPayment[];
  currentPage: number;
  totalPages: number;
  /** Pass back with page = currentPage + 1 for the next page (absent on the last page). */
  nextCursor?: string;
  /** Pass back with page = currentPage - 1 for the previous page (absent on page 1). */
  prevCursor?: string;
}

/** Any payment of any method and status, as the admin payments page shows it. */
export interface AdminPayment {
  _id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  name: string;
  email?: string;
  mobile: string;
  /** `course` holds the test series' id and title when this is 'test-series'. */
  product?: PaymentProduct;
  course: { _id: string; title: string };
  /** Rupees charged. */
  amount: number;
  userId?: string;
  utrNumber?: string;
  receiptNumber?: string;
  /** Offline payments: the cash receipt book number or bank reference, and how it came. */
  reference?: string;
  offlineMode?: OfflinePaymentMode;
  note?: string;
  rejectionReason?: string;
  /** Rupees given back so far, and the credit notes that say so. */
  refunded?: number;
  creditNotes?: string[];
  /** Rupees of refunds started and not settled yet (Razorpay has not answered, or the books are being written). */
  refundPending?: number;
  /** Refunds released without money going back, and why. */
  refundsNotMade?: { _id: string; amount: number; reason: string; at: string }[];
  /** Money that arrived: the rupees the refund policy gives back now (the fee, not a card gateway's share, less refunds so far). */
  refundableUnderPolicy?: number;
  createdAt: string;
  /** When it was paid, decided or (offline) received. */
  decidedAt?: string;
  /** An online checkout's terms: its price, the discount and the coupon that gave it, the plan chosen. */
  checkout?: PaymentCheckoutTerms;
  /** Where printed material bought with a card order is couriered (its e-mail is `email`). */
  delivery?: Delivery;
}

/** The courier address of printed material: the address as the payer wrote it and its PIN code. */
export interface Delivery {
  address: string;
  pinCode: string;
}

export interface AdminStudent {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  /** When the account was created. */
  joinedAt: string;
  enrolledCourses: { _id: string; title: string }[];
}

export interface AdminStudentDetail {
  student: AdminStudent;
  enrollments: Enrollment[];
  /** The test series the student can take, by payment or by an admin's grant. */
  testSeries: StudentSeriesAccess[];
  /** Newest first. */
  payments: AdminPayment[];
}

/** A cursor page of a list (students, payments): pass `nextCursor` back for the next one. */
export interface CursorPage {
  nextCursor?: string;
}

export interface ExcelExport {
  /** A short-lived presigned link to the .xlsx. */
  url: string;
  fileName: string;
  /** Rows written to each sheet. */
  payments: number;
  students: number;
  /** Rows of the Dues sheet: unpaid instalments. */
  dues?: number;
  expiresAt: string;
}

export interface ExportProgress {
  state: 'running' | 'done' | 'failed';
  rowsWritten: number;
  /** Rows expected in all (payments plus students), from the counters. */
  rowsTotal: number;
}

/** A refund, as the admin's Refund action answers it (amount in rupees). */
export interface RefundReply {
  _id: string;
  paymentId: string;
  amount: number;
  reason: string;
  mode: 'razorpay' | 'cash' | 'bank_transfer' | 'upi';
  reference?: string;
  /** pending: started, not settled yet; processed: the money went back; failed: released, nothing went back. */
  state: 'pending' | 'processed' | 'failed';
  creditNoteNumber?: string;
  /** Why a failed refund was released (Razorpay failed or refused it, or has no record of it). */
  failureReason?: string;
  createdAt: string;
  processedAt?: string;
}
