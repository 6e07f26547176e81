import { lazyComponent } from '../lib/lazy-component';

/** The signed-in student's screens by name, each loaded with its own chunk when first opened. */
const screens = {
  dashboard: lazyComponent(() =>
    import('../features/dashboard/StudentDashboard').then((module) => module.StudentDashboard),
  ),
  courseVideos: lazyComponent(() =>
    import('../features/course-video/CourseVideosRedirect').then((module) => module.CourseVideosRedirect),
  ),
  courseVideo: lazyComponent(() => import('../features/course-video/VideoPage').then((module) => module.VideoPage)),
  seriesTests: lazyComponent(() =>
    import('../features/series-tests/SeriesTestsPage').then((module) => module.SeriesTestsPage),
  ),
  test: lazyComponent(() => import('../features/series-tests/TestPage').then((module) => module.TestPage)),
  testAttempt: lazyComponent(() =>
    import('../features/test-attempt/ExamHallPage').then((module) => module.ExamHallPage),
  ),
  attemptResult: lazyComponent(() =>
    import('../features/attempt-result/ResultPage').then((module) => module.ResultPage),
  ),
  account: lazyComponent(() => import('../features/account/AccountPage').then((module) => module.AccountPage)),
};

export type StudentScreenName = keyof typeof screens;

/** One student screen; the routes (AppRoutes) say which path shows which. */
export function StudentScreen({ screen }: { screen: StudentScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}
