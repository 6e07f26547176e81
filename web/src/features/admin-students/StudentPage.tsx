import { AuditHistory } from '../../components/AuditHistory';
import { adminPaths } from '../../lib/admin-paths';
import { useCallback, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { PaymentLedgerTable } from '../../components/PaymentLedgerTable';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { formatDate, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchStudent, type AdminStudentDetail } from './api';
import { OfflinePaymentForm } from './OfflinePaymentForm';
import { StudentTestSeries } from './StudentTestSeries';
import './admin-students.css';

/** /admin/students/:studentId: a student's details, enrolments and payments, and the form for an offline payment. */
export function StudentPage() {
  const { studentId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchStudent(studentId, signal), [studentId]);
  const detail = useData(load);

  return (
    <section className="container page admin-students">
      <title>{`${detail.status === 'success' ? detail.data.student.name : 'Student'} | ${INSTITUTE_NAME}`}</title>
      <Link to={adminPaths.adminStudents} className="back-link">
        ← Back to Students
      </Link>
      {detail.status === 'loading' && <Spinner label="Loading student..." />}
      {detail.status === 'error' &&
        (detail.error instanceof ApiError && detail.error.status === 404 ? (
          <div className="state-panel">
            <h1>Student not found</h1>
            <Link to={adminPaths.adminStudents} className="button button-primary">
              See all students
            </Link>
          </div>
        ) : (
          <LoadError message="Failed to load student" onRetry={detail.retry} />
        ))}
      {detail.status === 'success' && (
        <>
          {detail.refreshFailed && <ErrorBox>Failed to load student</ErrorBox>}
          <StudentDetails detail={detail.data} busy={detail.refreshing} onChanged={detail.refresh} />
        </>
      )}
    </section>
  );
}

interface StudentDetailsProps {
  detail: AdminStudentDetail;
  busy: boolean;
  /** After a change on the page (a payment recorded, a series given or taken back): loads the student again. */
  onChanged: () => void;
}

function StudentDetails({
  detail: { student, enrollments, testSeries, payments },
  busy,
  onChanged,
}: StudentDetailsProps) {
  const toast = useToast();
  const enrolmentsId = useId();
  const paymentsId = useId();
  const offlineId = useId();
  const enrolledCourseIds = new Set(enrollments.map((enrollment) => enrollment.course._id));

  return (
    <>
      <h1>{student.name}</h1>
      <dl className="admin-student-facts">
        <div>
          <dt>Email</dt>
          <dd>{student.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{student.mobile}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(student.joinedAt)}</dd>
        </div>
      </dl>

      <section aria-labelledby={enrolmentsId} aria-busy={busy || undefined} className="admin-student-section">
        <h2 id={enrolmentsId}>Enrolled Courses</h2>
        {enrollments.length === 0 ? (
          <p className="muted">Not enrolled in any course yet.</p>
        ) : (
          <ul className="admin-student-enrolments">
            {enrollments.map((enrollment) => (
              <li key={enrollment.course._id}>
                <Link to={paths.course(enrollment.course._id)}>{enrollment.course.title}</Link>
                <span className="muted">{` since ${formatDate(enrollment.enrolledAt)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <StudentTestSeries
        studentId={student._id}
        studentName={student.name}
        access={testSeries}
        busy={busy}
        onChanged={onChanged}
      />

      <section aria-labelledby={paymentsId} className="admin-student-section">
        <h2 id={paymentsId}>Payments</h2>
        {payments.length === 0 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <PaymentLedgerTable payments={payments} busy={busy} caption={`Payments of ${student.name}, newest first`} />
        )}
      </section>

      <section aria-labelledby={offlineId} className="admin-student-section admin-student-offline">
        <h2 id={offlineId}>Record Offline Payment</h2>
        <p className="muted">
          Cash paid at the Ahmedabad office or a bank transfer. Recording it enrols the student in the course.
        </p>
        <OfflinePaymentForm
          studentId={student._id}
          enrolledCourseIds={enrolledCourseIds}
          onRecorded={(payment, alreadyRecorded) => {
            toast.success(
              alreadyRecorded
                ? `Already recorded as ${payment.receiptNumber ?? 'an earlier payment'}: nothing new was recorded`
                : `Recorded ${formatRupees(payment.amount)} for ${payment.course.title}`,
            );
            onChanged();
          }}
        />
      </section>
      <AuditHistory itemId={student._id} />
    </>
  );
}
