import { useState, type ReactNode } from 'react';
import type { StatementLineReply, StatementPaymentReply } from '../../../../shared/bank-statements';
import { DataTable } from '../../components/DataTable';
import { formatRupees } from '../../lib/format';
import { useT, type MessageId } from '../../lib/i18n';
import type { StatementImportReply } from './api';

/** How many rows of a list are drawn at first: a month's statement may have thousands of unmatched credits. */
const FIRST_ROWS = 100;

/** '2025-04-15' → '15/04/2025', as the bank printed it (a calendar day: no time zone moves it). */
const bankDate = (date: string) => date.split('-').reverse().join('/');

interface Entry {
  line: StatementLineReply;
  payment?: StatementPaymentReply | undefined;
  utr?: string;
}

/** What became of each matched payment once approved, by payment id (a message of the outcome). */
export type ApprovalMarks = ReadonlyMap<string, MessageId>;

function StatementList({
  id,
  title,
  hint,
  entries,
  withPayment,
  marks,
}: {
  id: string;
  title: MessageId;
  hint: MessageId;
  entries: readonly Entry[];
  withPayment: boolean;
  marks?: ApprovalMarks | undefined;
}) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? entries : entries.slice(0, FIRST_ROWS);
  const heading = t(title, { count: entries.length });
  const columns = [
    t('bankStatements.col.row'),
    t('bankStatements.col.date'),
    t('bankStatements.col.narration'),
    t('bankStatements.col.credit'),
    withPayment && t('bankStatements.col.payment'),
    withPayment && t('bankStatements.col.status'),
  ];
  return (
    <section className="statement-list" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="field-hint">{t(hint)}</p>
      {entries.length === 0 ? (
        <p className="statement-empty">{t('bankStatements.none')}</p>
      ) : (
        <DataTable className="statement-table" caption={heading} columns={columns}>
          {shown.map(({ line, payment, utr }) => (
            <tr key={line.row}>
              <th scope="row">{line.row}</th>
              <td>{bankDate(line.date)}</td>
              <td>
                <span className="statement-narration">{line.narration}</span>
                {line.reference && <span className="statement-reference">{line.reference}</span>}
              </td>
              <td className="statement-amount">{formatRupees(line.credit)}</td>
              {withPayment && <td>{payment ? <PaymentCell payment={payment} /> : utr}</td>}
              {withPayment && (
                <td>{payment && t(marks?.get(payment._id) ?? (`paymentStatus.${payment.status}` as const))}</td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      {!showAll && entries.length > FIRST_ROWS && (
        <button type="button" className="button button-outline" onClick={() => setShowAll(true)}>
          {t('bankStatements.showAll', { count: entries.length })}
        </button>
      )}
    </section>
  );
}

function PaymentCell({ payment }: { payment: StatementPaymentReply }): ReactNode {
  return (
    <>
      <span className="statement-student">{payment.studentName}</span>
      <span>{payment.title}</span>
      <span className="statement-utr">
        {payment.utr} · {formatRupees(payment.amount)}
      </span>
    </>
  );
}

/** The four lists of a matched statement, each with its count. */
export function StatementLists({ result, marks }: { result: StatementImportReply; marks?: ApprovalMarks }) {
  return (
    <div className="statement-lists">
      <StatementList
        id="statement-matched"
        title="bankStatements.matched"
        hint="bankStatements.matchedHint"
        entries={result.matched}
        withPayment
        marks={marks}
      />
      <StatementList
        id="statement-amount-differs"
        title="bankStatements.amountDiffers"
        hint="bankStatements.amountDiffersHint"
        entries={result.amountDiffers}
        withPayment
      />
      <StatementList
        id="statement-utr-used"
        title="bankStatements.utrAlreadyUsed"
        hint="bankStatements.utrAlreadyUsedHint"
        entries={result.utrAlreadyUsed}
        withPayment
      />
      <StatementList
        id="statement-unmatched"
        title="bankStatements.unmatched"
        hint="bankStatements.unmatchedHint"
        entries={result.unmatched}
        withPayment={false}
      />
    </div>
  );
}
