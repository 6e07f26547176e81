import { lazyComponent } from '../lib/lazy-component';

/** The signed-in student's screens by name, each loaded with its own chunk when first opened. */
const screens = {
  dashboard: lazyComponent(() => import('../features/dashboard/StudentDashboard').then((module) => module.StudentDashboard)),
  courseVideos: lazyComponent(() => import('../features/learning/CourseVideosRedirect').then((module) => module.CourseVideosRedirect)),
  video: lazyComponent(() => import('../features/learning/VideoPage').then((module) => module.VideoPage)),
  seriesTests: lazyComponent(() => import('../features/my-tests/SeriesTestsPage').then((module) => module.SeriesTestsPage)),
  test: lazyComponent(() => import('../features/my-tests/TestPage').then((module) => module.TestPage)),
  examHall: lazyComponent(() => import('../features/exam-hall/ExamHallPage').then((module) => module.ExamHallPage)),
  result: lazyComponent(() => import('../features/attempt-results/ResultPage').then((module) => module.ResultPage)),
  account: lazyComponent(() => import('../features/account/AccountPage').then((module) => module.AccountPage)),
};

export type StudentScreenName = keyof typeof screens;

/** One student screen; the routes (AppRoutes) say which path shows which. */
export function StudentScreen({ screen }: { screen: StudentScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}
