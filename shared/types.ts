import type { CourseCategory } from './constants.js';

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
