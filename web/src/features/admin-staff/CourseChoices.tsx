import { CheckboxField } from '../../components/CheckboxField';
import { useT } from '../../lib/i18n';
import type { CourseChoice } from './api';

interface CourseChoicesProps {
  courses: readonly CourseChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** The courses a faculty member is limited to; none ticked means every course. */
export function CourseChoices({ courses, chosen, onChange }: CourseChoicesProps) {
  const t = useT();
  return (
    <fieldset className="staff-courses">
      <legend>{t('staff.courses')}</legend>
      <p className="muted">{t('staff.coursesHint')}</p>
      {courses.length === 0 && <p className="muted">{t('staff.noCourses')}</p>}
      {courses.map((course) => (
        <CheckboxField
          key={course._id}
          label={course.title}
          checked={chosen.includes(course._id)}
          onChange={(checked) => onChange(checked ? [...chosen, course._id] : chosen.filter((id) => id !== course._id))}
        />
      ))}
    </fieldset>
  );
}
