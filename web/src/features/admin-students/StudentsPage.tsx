import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { CursorPager } from '../../components/CursorPager';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useT } from '../../lib/i18n';
import { fetchStudentsPage, type StudentQuery } from './api';
import { SearchForm } from '../../components/SearchForm';
import { StudentsTable } from './StudentsTable';
import './admin-students.css';

const EVERYONE: StudentQuery = {};

/** /admin/students: every registered student, newest first, or those found by e-mail, name or mobile. */
export function StudentsPage() {
  const [query, setQuery] = useState<StudentQuery>(EVERYONE);
  const students = useCursorPages(fetchStudentsPage, query);
  const t = useT();

  return (
    <section className="container page admin-students">
      <title>{`Students | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Students</h1>
      <SearchForm
        label="Search students"
        placeholder={t('adminSearch.studentsPlaceholder')}
        hint={t('adminSearch.studentsHint')}
        value={query.q ?? ''}
        onSearch={(q) => setQuery(q ? { q } : EVERYONE)}
      />
      {students.status === 'loading' && <Spinner label="Loading students..." />}
      {students.status === 'error' && <LoadError message="Failed to load students" onRetry={students.retry} />}
      {students.status === 'success' &&
        (students.data.items.length === 0 ? (
          <p className="state-panel">
            {query.q ? `No students match “${query.q}”.` : 'No students have registered yet.'}
          </p>
        ) : (
          <StudentsTable students={students.data.items} />
        ))}
      <CursorPager label="students" pages={students} />
    </section>
  );
}
