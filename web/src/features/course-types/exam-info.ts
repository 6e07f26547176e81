import type { CourseCategory } from '../../../../shared/constants';

/** The heading and introduction of each exam's listing page. */
export const EXAM_INFO: Record<CourseCategory, { title: string; description: string }> = {
  gpsc: {
    title: 'GPSC Courses',
    description: 'Gujarat Public Service Commission Class 1 and Class 2: Prelims, Mains and interview preparation.',
  },
  upsc: {
    title: 'UPSC Courses',
    description: 'Union Public Service Commission Civil Services: Prelims, Mains and the interview.',
  },
  ssc: {
    title: 'SSC Exams',
    description: 'Staff Selection Commission exams (CGL, CHSL, MTS): quantitative aptitude, reasoning, English and general awareness.',
  },
  neet11: {
    title: 'NEET Class 11',
    description: 'Physics, chemistry and biology foundations for NEET alongside the class 11 syllabus.',
  },
  neet12: {
    title: 'NEET Class 12',
    description: 'Class 12 syllabus completion, revision and full-length NEET practice.',
  },
  talati: {
    title: 'Talati cum Mantri',
    description: 'Gujarati, general knowledge and arithmetic practice for the village-clerk (Talati cum Mantri) exam.',
  },
  ethics: {
    title: 'Ethics, Integrity and Aptitude',
    description: 'Case studies and answer writing for the ethics paper of UPSC and GPSC Mains.',
  },
};

/** The exams whose page is a listing only: every category but the two with a direct-payment programme. */
export function listingCategory(courseType: string): CourseCategory | undefined {
  const category = Object.keys(EXAM_INFO).find((key) => key === courseType) as CourseCategory | undefined;
  return category === 'gpsc' || category === 'upsc' ? undefined : category;
}

/** The catalogue category listed under a direct-payment programme (an unknown type shows gpsc's). */
export function programmeCategory(courseType: string): 'gpsc' | 'upsc' {
  return courseType === 'upsc' ? 'upsc' : 'gpsc';
}
