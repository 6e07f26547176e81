/**
 * What the office reads across contexts: the dashboard, reports, the Excel export, backlogs and the
 * rebuild of the counters. The top layer: no context imports it.
 */
export { reportBacklogs } from './backlogs.js';
export { exportProgress, exportWorkbook } from './excel-export.js';
export { adminDashboard, coursesWithFigures, reportStats, totalCourses } from './insight.js';
export { rebuildStats, statsBuilt } from './stats-rebuild.js';
