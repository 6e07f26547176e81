import { COURSE_CATEGORIES, type CourseCategory } from '../../../../shared/constants';
import type { MessageId } from '../../lib/i18n';

/** The heading and introduction of each exam's listing page (message ids). */
interface ExamInfo {
  title: MessageId;
  description: MessageId;
}
const examInfo = (category: CourseCategory): ExamInfo => ({
  title: `exam.${category}.title`,
  description: `exam.${category}.description`,
});
export const EXAM_INFO = Object.fromEntries(
  COURSE_CATEGORIES.map((category) => [category, examInfo(category)]),
) as Record<CourseCategory, ExamInfo>;

/** The exams whose page is a listing only: every category but the two with a direct-payment programme. */
export function listingCategory(courseType: string): CourseCategory | undefined {
  const category = Object.keys(EXAM_INFO).find((key) => key === courseType) as CourseCategory | undefined;
  return category === 'gpsc' || category === 'upsc' ? undefined : category;
}

/** The catalogue category listed under a direct-payment programme (an unknown type shows gpsc's). */
export function programmeCategory(courseType: string): 'gpsc' | 'upsc' {
  return courseType === 'upsc' ? 'upsc' : 'gpsc';
}
