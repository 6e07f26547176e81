import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { ExportButton } from './ExportButton';
import { RecentPayments } from './RecentPayments';
import { ReportFigures } from './ReportFigures';
import './reports.css';

/** /reports (admins only: the figures are the institute's): overall stats, export, charts and Recent Payments. */
export function ReportsPage() {
  return (
    <section className="container page reports">
      <title>{`Reports & Analytics | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        ← Back to Dashboard
      </Link>
      <div className="page-header">
        <h1>Reports &amp; Analytics</h1>
        <ExportButton />
      </div>
      <ReportFigures />
      <RecentPayments />
    </section>
  );
}
