// The card moved to components/ so the course-type pages can list courses too.
export { CourseCard, type CourseTitleLevel } from '../../components/CourseCard';
