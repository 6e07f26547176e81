import { join } from 'node:path';
import type { CouponInput } from '#shared/coupons.js';
import type { SiteSettingsInput } from '#shared/site-settings.js';
import type { CourseBody } from '#shared/course-body.js';
import type { HomepageAdInput, TestSeriesInput } from '#domain/catalogue/index.js';

export const DEMO_STUDENT = {
  name: 'Demo Student',
  email: 'student@example.com',
  mobile: '9876543210',
  password: 'student123',
} as const;

/** Two short clips in the repo, so the demo student can play a lecture on a fresh machine with no internet. */
export const DEMO_MEDIA_DIR = join(import.meta.dirname, 'demo-media');

export interface DemoVideo {
  file: string;
  title: string;
  description: string;
  duration: number;
  order: number;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    file: 'lecture-1.webm',
    title: 'Introduction to the GPSC exam',
    description: 'Exam pattern, syllabus and how this course is organised.',
    duration: 8,
    order: 1,
  },
  {
    file: 'lecture-2.webm',
    title: 'Gujarat geography: rivers and dams',
    description: 'The major rivers of Gujarat and the dams built on them.',
    duration: 8,
    order: 2,
  },
];

export const DEMO_COURSES: CourseBody[] = [
  {
    title: 'GPSC Class 1-2 Complete Course',
    description:
      'Prelims and Mains preparation for GPSC Class 1 and 2 with Gujarat-specific general studies, current affairs and answer writing.',
    titleGu: 'GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ',
    descriptionGu: 'GPSC વર્ગ 1 અને 2 માટે પ્રિલિમ્સ અને મેઇન્સની તૈયારી: ગુજરાત વિશેષ સામાન્ય અભ્યાસ, કરંટ અફેર્સ અને જવાબ લેખન સાથે.',
    price: 10000,
    category: 'gpsc',
    duration: '12 months',
    features: [
      'Gujarat history, culture and geography',
      'Weekly answer-writing practice',
      'Current affairs digest every month',
      'Doubt clearing sessions',
    ],
    plans: [
      {
        name: 'Full fee',
        instalments: [{ percent: 100, dueAfterDays: 0 }],
        overdue: { rule: 'keep-access' },
      },
      {
        name: '3 instalments',
        instalments: [
          { percent: 40, dueAfterDays: 0 },
          { percent: 30, dueAfterDays: 30 },
          { percent: 30, dueAfterDays: 60 },
        ],
        overdue: { rule: 'suspend', afterDays: 15 },
      },
    ],
  },
  {
    title: 'UPSC Prelims + Mains Foundation',
    description:
      'A full foundation for the Civil Services Examination: GS papers, CSAT, essay and optional guidance with 2 lectures per day.',
    titleGu: 'UPSC પ્રિલિમ્સ + મેઇન્સ ફાઉન્ડેશન',
    descriptionGu: 'સિવિલ સર્વિસિસ પરીક્ષા માટે સંપૂર્ણ પાયો: GS પેપર, CSAT, નિબંધ અને વૈકલ્પિક વિષયનું માર્ગદર્શન, રોજનાં 2 લેક્ચર સાથે.',
    price: 35000,
    category: 'upsc',
    duration: '12 months',
    features: [
      '25 Prelims + 30 Mains tests with detailed solutions',
      'Printed class notes',
      'Essay and ethics workshops',
      'Interview guidance',
    ],
  },
  {
    title: 'SSC CGL and CHSL Crash Course',
    description:
      'Quantitative aptitude, reasoning, English and general awareness for SSC CGL and CHSL with timed practice.',
    titleGu: 'SSC CGL અને CHSL ક્રેશ કોર્સ',
    descriptionGu: 'SSC CGL અને CHSL માટે ગણિત, તર્કશક્તિ, અંગ્રેજી અને સામાન્ય જ્ઞાન, સમયબદ્ધ પ્રેક્ટિસ સાથે.',
    price: 6000,
    category: 'ssc',
    duration: '6 months',
    features: ['Shortcut methods for quant', 'Daily reasoning drills', 'Full-length mock tests'],
  },
  {
    title: 'NEET Class 11 Foundation',
    description:
      'Physics, Chemistry and Biology for Class 11 built around the NEET syllabus, with concept videos and chapter tests.',
    titleGu: 'NEET ધોરણ 11 ફાઉન્ડેશન',
    descriptionGu:
      'NEETના અભ્યાસક્રમ મુજબ ધોરણ 11નું ભૌતિકશાસ્ત્ર, રસાયણશાસ્ત્ર અને જીવવિજ્ઞાન, કન્સેપ્ટ વિડિયો અને પ્રકરણવાર ટેસ્ટ સાથે.',
    price: 18000,
    category: 'neet11',
    duration: '12 months',
    features: ['NCERT line-by-line biology', 'Numerical practice for physics', 'Chapter-wise tests'],
  },
  {
    title: 'NEET Class 12 + Revision',
    description: 'Class 12 NEET syllabus with a full revision of Class 11 topics and all-India level mock tests.',
    titleGu: 'NEET ધોરણ 12 + પુનરાવર્તન',
    descriptionGu: 'ધોરણ 12નો NEET અભ્યાસક્રમ, ધોરણ 11ના વિષયોનું સંપૂર્ણ પુનરાવર્તન અને અખિલ ભારતીય સ્તરના મોક ટેસ્ટ સાથે.',
    price: 20000,
    category: 'neet12',
    duration: '12 months',
    features: [
      'Complete Class 12 syllabus',
      'Class 11 revision module',
      'All-India mock tests',
      'Previous year paper analysis',
    ],
  },
  {
    title: 'Talati cum Mantri Exam Course',
    description:
      'Everything for the Gujarat Talati cum Mantri exam: Gujarati grammar, panchayati raj, general knowledge and maths.',
    titleGu: 'તલાટી કમ મંત્રી પરીક્ષા કોર્સ',
    descriptionGu: 'ગુજરાતની તલાટી કમ મંત્રી પરીક્ષા માટે બધું: ગુજરાતી વ્યાકરણ, પંચાયતી રાજ, સામાન્ય જ્ઞાન અને ગણિત.',
    price: 3500,
    category: 'talati',
    duration: '4 months',
    features: ['Gujarati grammar and vocabulary', 'Panchayati raj and rural administration', 'Practice papers'],
  },
  {
    title: 'Ethics, Integrity and Aptitude (GS IV)',
    description: 'Case studies, thinkers and answer frameworks for the ethics paper of UPSC and GPSC Mains.',
    price: 4500,
    category: 'ethics',
    duration: '3 months',
    features: ['Case-study method', 'Moral thinkers made simple', 'Model answers reviewed by faculty'],
  },
];

export const DEMO_TEST_SERIES: TestSeriesInput[] = [
  {
    title: 'GPSC Prelims Test Series 2027',
    description: 'Full-length and sectional tests modelled on the latest GPSC Prelims pattern.',
    price: 1499,
    category: 'gpsc',
    duration: '3 months',
    numberOfTests: 30,
    features: [
      '20 sectional + 10 full-length tests',
      'All-Gujarat ranking',
      'Detailed solutions',
      'Performance analytics',
    ],
    isActive: true,
  },
  {
    title: 'UPSC Prelims Mock Test Series',
    description: 'GS and CSAT mock tests with explanations and trend analysis of previous years.',
    price: 2499.5,
    category: 'upsc',
    duration: '4 months',
    numberOfTests: 40,
    features: ['GS Paper I and CSAT', 'Explanations for every question', 'Current affairs tests'],
    isActive: true,
  },
  {
    title: 'Talati Practice Papers',
    description: 'Practice papers in the exact Talati cum Mantri exam format.',
    price: 499,
    category: 'talati',
    duration: '3 months',
    numberOfTests: 15,
    features: ['Gujarati medium', 'OMR-style practice'],
    isActive: true,
  },
];

export const DEMO_ADS: HomepageAdInput[] = [
  {
    title: 'New GPSC batch starts 1 December',
    description: 'Morning and evening batches at our Ahmedabad centre. Limited to 50 students.',
    imageUrl: '/ads/gpsc-batch.svg',
    redirectUrl: '/gpsc',
    isActive: true,
  },
  {
    title: 'Free UPSC Prelims mock test',
    description: 'Take a full-length mock test and see where you stand.',
    imageUrl: '/ads/upsc-mock.svg',
    redirectUrl: '/testSeries',
    isActive: true,
  },
];

/** One active coupon, so a newcomer sees a discount at checkout: 10 % off anything, 50 uses, once per student. */
export const DEMO_COUPON: CouponInput = { code: 'TOPPER10', percentOff: 10, maxUses: 50, perStudent: 1 };

/** The contact page's facts, as an admin would enter them on the Site settings page. */
export const DEMO_SETTINGS: SiteSettingsInput = {
  address: '2nd Floor, Gyanpath House, Near Vijay Cross Roads,\nNavrangpura, Ahmedabad, Gujarat 380009',
  addressGu: 'બીજો માળ, જ્ઞાનપથ હાઉસ, વિજય ચાર રસ્તા પાસે,\nનવરંગપુરા, અમદાવાદ, ગુજરાત ૩૮૦૦૦૯',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Vijay+Cross+Roads+Navrangpura+Ahmedabad+380009',
  hours: 'Monday to Saturday: 8:00 am – 8:00 pm\nSunday: 9:00 am – 1:00 pm',
  hoursGu: 'સોમવારથી શનિવાર: સવારે ૮:૦૦ થી રાત્રે ૮:૦૦\nરવિવાર: સવારે ૯:૦૦ થી બપોરે ૧:૦૦',
  whatsApp: '9879001234',
};
