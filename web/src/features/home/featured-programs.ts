import { paths } from '../../lib/paths';

export interface FeaturedProgram {
  name: string;
  summary: string;
  to: string;
  linkText: string;
}

/** The eight slides of the home carousel (spec section 9). */
export const FEATURED_PROGRAMS: readonly FeaturedProgram[] = [
  {
    name: 'GPSC Class 1-2',
    summary: 'Prelims, Mains and interview preparation for the Gujarat Public Service Commission exams.',
    to: paths.courseType('gpsc'),
    linkText: 'Explore GPSC',
  },
  {
    name: 'UPSC Prelims + Mains',
    summary: '25 Prelims and 30 Mains tests with detailed solutions, printed class notes and two lectures a day.',
    to: paths.courseType('upsc'),
    linkText: 'Explore UPSC',
  },
  {
    name: 'SSC Exams',
    summary: 'Quantitative aptitude, reasoning, English and general awareness for Staff Selection Commission exams.',
    to: paths.courseType('ssc'),
    linkText: 'Explore SSC',
  },
  {
    name: 'NEET Class 11',
    summary: 'Physics, chemistry and biology foundations for NEET alongside the class 11 syllabus.',
    to: paths.courseType('neet11'),
    linkText: 'Explore NEET 11',
  },
  {
    name: 'NEET Class 12',
    summary: 'Class 12 syllabus completion, revision and full-length NEET practice.',
    to: paths.courseType('neet12'),
    linkText: 'Explore NEET 12',
  },
  {
    name: 'Talati cum Mantri',
    summary: 'Gujarati, general knowledge and arithmetic practice for the village-clerk exam.',
    to: paths.courseType('talati'),
    linkText: 'Explore Talati',
  },
  {
    name: 'Ethics, Integrity and Aptitude',
    summary: 'Case studies and answer writing for the ethics paper of UPSC and GPSC Mains.',
    to: paths.courseType('ethics'),
    linkText: 'Explore Ethics',
  },
  {
    name: 'Test Series & Mock Tests',
    summary: 'Exam-pattern mock tests with solutions, for every exam we teach.',
    to: paths.testSeries,
    linkText: 'View Test Series',
  },
];
