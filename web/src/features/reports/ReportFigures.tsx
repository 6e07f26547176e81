import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { StatCards } from '../../components/StatCards';
import { CounterWarnings } from '../../components/CounterWarnings';
import { formatRupees } from '../../lib/format';
import { PRODUCT_TAG_LABELS } from '../../lib/payment-labels';
import { lazyComponent } from '../../lib/lazy-component';
import { useData } from '../../lib/use-data';
import { useT, type Translate } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { fetchStats, type ReportStats } from './api';
import { pieColour } from './chart-colours';
import { ChartPanel } from './ChartPanel';
import { DataTable } from '../../components/DataTable';
import { ProductTag } from '../../components/ProductTag';

const StudentsPieChart = lazyComponent(() => import('./ReportCharts').then((module) => module.StudentsPieChart));
const AmountBarChart = lazyComponent(() => import('./ReportCharts').then((module) => module.AmountBarChart));

/** Spec: stats fetch errors are logged; the page then says the figures could not load rather than showing zeros. */
async function loadStats(signal: AbortSignal): Promise<ReportStats> {
  try {
    return await fetchStats(signal);
  } catch (error) {
    if (!signal.aborted) console.error('Failed to fetch stats:', error);
    throw error;
  }
}

/** The overall figures and the two charts, each with a table of the same numbers. */
export function ReportFigures() {
  const stats = useData(loadStats);
  const t = useT();

  if (stats.status === 'loading') return <Spinner label="Loading report figures..." />;
  if (stats.status === 'error') return <LoadError message="Could not load the report figures." onRetry={stats.retry} />;
  const { totalStudents, totalAmount, grossAmount, refundedAmount, courseStats, warnings } = stats.data;
  // The charts name each slice and bar by its title alone, so a test series or a card programme says what it is there.
  const chartCourses = courseStats.map((course) => {
    const tag = course.programme ? programmeTag(t, course.programme) : course.product ? PRODUCT_TAG_LABELS[course.product] : undefined;
    return tag ? { ...course, course: `${course.course} (${tag})` } : course;
  });
  return (
    <>
      <CounterWarnings warnings={warnings} />
      <StatCards
        stats={[
          { label: 'Total Students', value: totalStudents.toLocaleString('en-IN') },
          { label: 'Total Amount', value: formatRupees(totalAmount), note: t('revenue.total') },
          { label: 'Gross Received', value: formatRupees(grossAmount ?? totalAmount), note: t('revenue.gross') },
          { label: 'Refunded', value: formatRupees(refundedAmount ?? 0), note: t('revenue.refunded') },
          { label: 'Courses with Students', value: courseStats.filter((course) => course.students > 0).length.toLocaleString('en-IN') },
        ]}
      />
      {courseStats.length === 0 ? (
        <p className="state-panel">No payments or enrolments yet, so there is nothing to chart.</p>
      ) : (
        <div className="reports-charts">
          <ChartPanel
            title="Students by Course"
            chart={courseStats.some((course) => course.students > 0) ? <StudentsPieChart courses={chartCourses} /> : <NothingToDraw text="No students yet." />}
            table={<StudentsTable courses={courseStats} />}
          />
          <ChartPanel
            title="Amount per Course"
            chart={courseStats.some((course) => course.amount > 0) ? <AmountBarChart courses={chartCourses} /> : <NothingToDraw text="No money received yet." />}
            note={t('revenue.perEntry')}
            table={<AmountTable courses={courseStats} />}
          />
        </div>
      )}
    </>
  );
}

type CourseFigures = ReportStats['courseStats'];
type Programme = NonNullable<CourseFigures[number]['programme']>;

/** 'Card programme /gpsc': the page a card programme is sold on, so it is not taken for a catalogue course of a similar title. */
function programmeTag(t: Translate, programme: Programme): string {
  return t('revenue.programme', { page: paths.courseType(programme) });
}

/** What an entry is beside its title: a card programme or a test series (a catalogue course needs no tag). */
function EntryTag({ entry }: { entry: CourseFigures[number] }) {
  const t = useT();
  if (entry.programme) return <span className="product-tag">{programmeTag(t, entry.programme)}</span>;
  return <ProductTag product={entry.product} />;
}

/** A chart of nothing but zeros would draw an empty axis: it says so instead (the table still lists the courses). */
function NothingToDraw({ text }: { text: string }) {
  return <p className="muted reports-chart-empty">{text}</p>;
}

function StudentsTable({ courses }: { courses: CourseFigures }) {
  const total = courses.reduce((sum, course) => sum + course.students, 0);
  return (
    <DataTable className="data-table" scroll={false} caption="Students by course" columns={['Course', 'Students', 'Share']}>
      {courses.map((course, index) => (
        <tr key={`${index}:${course.course}`}>
          <th scope="row">
            <span className="reports-swatch" style={{ background: pieColour(index) }} aria-hidden="true" />
            {course.course}
            <EntryTag entry={course} />
          </th>
          <td>{course.students.toLocaleString('en-IN')}</td>
          <td>{total > 0 ? `${Math.round((course.students / total) * 100)}%` : '0%'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function AmountTable({ courses }: { courses: CourseFigures }) {
  return (
    <DataTable className="data-table" scroll={false} caption="Amount per course" columns={['Course', 'Amount']}>
      {courses.map((course, index) => (
        <tr key={`${index}:${course.course}`}>
          <th scope="row">
            {course.course}
            <EntryTag entry={course} />
          </th>
          <td>{formatRupees(course.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
