/** What the institute sells: courses, test series and the homepage's ads; and what it says of itself (the contact settings). */
export {
  courseExists,
  courseKeys,
  createCourse,
  deleteCourse,
  getCourse,
  getCourseRecord,
  listCourses,
  updateCourse,
} from './courses.js';
export {
  createAd,
  createAdFromUpload,
  deleteAd,
  type HomepageAdInput,
  imageUploadUrl,
  listAds,
  setAdActive,
  updateAd,
} from './homepage-ads.js';
export {
  createTestSeries,
  deleteTestSeries,
  getActiveTestSeries,
  getTestSeriesMany,
  getTestSeriesRecord,
  listTestSeries,
  testSeriesForApi,
  type TestSeriesInput,
  testSeriesKeys,
  updateTestSeries,
} from './test-series.js';
export { getSiteSettings, saveSiteSettings, siteSettingsKeys } from './site-settings.js';
