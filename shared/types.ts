import type { CourseCategory, TestSeriesCategory } from './constants.js';

export type Role = 'student' | 'admin';

/** A user as the API returns it: never a password hash. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  enrolledCourses: string[];
  createdAt: string;
  updatedAt: string;
}

export interface Course {
  _id: string;
  title: string;
  description: string;
  price: number;
  category: CourseCategory;
  duration: string;
  thumbnail?: string;
  features: string[];
  videoCount: number;
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

export interface Enrollment {
  course: Pick<Course, '_id' | 'title' | 'description'>;
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
}

/** A homepage ad as the public endpoint returns it. */
export interface HomepageAd {
  _id: string;
  title: string;
  description?: string;
  imageUrl: string;
  redirectUrl: string;
}

/** A homepage ad as admins see it: the public shape plus its switch and creation time. */
export interface StoredHomepageAd extends HomepageAd {
  isActive: boolean;
  createdAt: string;
}
