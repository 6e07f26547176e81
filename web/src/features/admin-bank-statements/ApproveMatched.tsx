import { useState } from 'react';
import { ErrorBox } from '../../components/ErrorBox';
import { errorMessage } from '../../lib/error-messages';
import { hasMessage, useT, type MessageId } from '../../lib/i18n';
import { pendingApprovalsChanged } from '../../lib/pending-approvals';
import { approveAllMatched, type StatementApprovalReply } from './api';
import type { ApprovalMarks } from './StatementLists';

type Approval =
  | { kind: 'idle' }
  | { kind: 'approving' }
  | { kind: 'done'; reply: StatementApprovalReply }
  | { kind: 'failed'; message: string };

/** What each matched payment became, for its row in the Matched list. */
export function approvalMarks(reply: StatementApprovalReply): ApprovalMarks {
  return new Map<string, MessageId>([
    ...reply.approved.map((payment) => [payment._id, 'bankStatements.outcome.approved'] as const),
    ...reply.alreadyApproved.map((payment) => [payment._id, 'bankStatements.outcome.alreadyApproved'] as const),
    ...reply.notApproved.map(({ payment }) => [payment._id, 'bankStatements.outcome.notApproved'] as const),
  ]);
}

/** "Approve all matched", with a confirmation, then what was approved, what was already, and what could not be. */
export function ApproveMatched({
  statementId,
  matchedCount,
  onApproved,
}: {
  statementId: string;
  matchedCount: number;
  onApproved: (reply: StatementApprovalReply) => void;
}) {
  const t = useT();
  const [approval, setApproval] = useState<Approval>({ kind: 'idle' });

  async function approve() {
    if (!window.confirm(t('bankStatements.confirmApprove', { count: matchedCount }))) return;
    setApproval({ kind: 'approving' });
    try {
      const reply = await approveAllMatched(statementId);
      setApproval({ kind: 'done', reply });
      onApproved(reply);
    } catch (error) {
      setApproval({ kind: 'failed', message: errorMessage(error, t('bankStatements.approveFailed')) });
    }
    pendingApprovalsChanged();
  }

  const approving = approval.kind === 'approving';
  const finished = approval.kind === 'done' && approval.reply.remaining === 0;
  return (
    <div className="statement-approve">
      <button
        type="button"
        className="button button-primary"
        disabled={matchedCount === 0 || approving || finished}
        onClick={() => void approve()}
      >
        {approving ? t('bankStatements.approving') : t('bankStatements.approveAll', { count: matchedCount })}
      </button>
      <div role="status" className="statement-approve-result">
        {approval.kind === 'done' && <ApprovalResult reply={approval.reply} />}
      </div>
      {approval.kind === 'failed' && <ErrorBox>{approval.message}</ErrorBox>}
    </div>
  );
}

function ApprovalResult({ reply }: { reply: StatementApprovalReply }) {
  const t = useT();
  const reason = (code: string) => {
    const id = `error.${code}`;
    return hasMessage(id) ? t(id as MessageId) : code;
  };
  return (
    <>
      <p>{t('bankStatements.approvedResult', { count: reply.approved.length })}</p>
      {reply.alreadyApproved.length > 0 && (
        <p>{t('bankStatements.alreadyApprovedResult', { count: reply.alreadyApproved.length })}</p>
      )}
      {reply.remaining > 0 && <p>{t('bankStatements.remainingResult', { count: reply.remaining })}</p>}
      {reply.notApproved.length > 0 && (
        <>
          <p>{t('bankStatements.notApprovedResult', { count: reply.notApproved.length })}</p>
          <ul>
            {reply.notApproved.map(({ payment, code }) => (
              <li key={payment._id}>{`${payment.studentName} (${payment.utr}): ${reason(code)}`}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
