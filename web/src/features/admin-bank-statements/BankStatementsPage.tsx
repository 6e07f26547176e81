import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PLAIN_STATEMENT_HEADER } from '../../../../shared/bank-statements';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { TaskProgress } from '../../components/TaskProgress';
import { formatDateTime } from '../../lib/format';
import { useActiveLanguage, useT, type MessageId } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { ApproveMatched, approvalMarks } from './ApproveMatched';
import { ColumnMappingForm } from './ColumnMappingForm';
import { StatementLists, type ApprovalMarks } from './StatementLists';
import { MAX_MEGABYTES, useStatementImport, type ImportStage } from './use-statement-import';
import './admin-bank-statements.css';

const LAYOUT_NAMES: Record<string, MessageId> = {
  plain: 'bankStatements.layout.plain',
  hdfc: 'bankStatements.layout.hdfc',
  'hdfc-delimited': 'bankStatements.layout.hdfc',
  sbi: 'bankStatements.layout.sbi',
  icici: 'bankStatements.layout.icici',
  axis: 'bankStatements.layout.axis',
  mapping: 'bankStatements.layout.mapping',
};

/**
 * /admin/bank-statements: the bank account's statement uploaded as CSV straight to storage, its credits
 * matched with the pending UPI payments (matched, amount differs, UTR already used, unmatched), and the
 * matched ones approved in one action. A header the site does not know asks which column holds what.
 */
export function BankStatementsPage() {
  const t = useT();
  const { stage, problem, start, withColumns, reset } = useStatementImport();
  const [marks, setMarks] = useState<ApprovalMarks>();
  const busy = stage.kind === 'uploading' || stage.kind === 'matching';
  // The columns form stays on screen, busy, while the columns chosen are tried.
  const columnsForm =
    stage.kind === 'columns' || (stage.kind === 'matching' && stage.fileKey && stage.columns)
      ? { fileKey: stage.fileKey!, columns: stage.columns! }
      : undefined;

  return (
    <section className="container page bank-statements">
      <title>{`${t('bankStatements.title')} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.adminApprovals} className="back-link">
        {t('bankStatements.back')}
      </Link>
      <h1>{t('bankStatements.title')}</h1>
      <p>{t('bankStatements.intro')}</p>
      {!columnsForm && stage.kind !== 'matched' && (
        <FileForm
          busy={busy}
          onSubmit={(file) => {
            setMarks(undefined);
            void start(file);
          }}
        />
      )}
      <Progress stage={stage} />
      {problem && <ErrorBox>{problem}</ErrorBox>}
      {columnsForm && (
        <ColumnMappingForm
          columns={columnsForm.columns}
          busy={stage.kind === 'matching'}
          onSubmit={(mapping) => void withColumns(columnsForm.fileKey, columnsForm.columns, mapping)}
          onCancel={reset}
        />
      )}
      {stage.kind === 'matched' && (
        <>
          <Summary result={stage.result} />
          <ApproveMatched
            statementId={stage.result.statementId}
            matchedCount={stage.result.matched.length}
            onApproved={(reply) => setMarks(approvalMarks(reply))}
          />
          <StatementLists result={stage.result} {...(marks ? { marks } : {})} />
          <button type="button" className="button button-outline" onClick={reset}>
            {t('bankStatements.another')}
          </button>
        </>
      )}
    </section>
  );
}

function FileForm({ busy, onSubmit }: { busy: boolean; onSubmit: (file: File | undefined) => void }) {
  const t = useT();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(file);
  };
  return (
    <form className="form statement-file" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className="field">
        <label htmlFor={fileId}>{t('bankStatements.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <p id={hintId} className="field-hint">
          {t('bankStatements.fileHint', { megabytes: MAX_MEGABYTES, header: PLAIN_STATEMENT_HEADER })}
        </p>
      </div>
      <div className="statement-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('bankStatements.working') : t('bankStatements.upload')}
        </button>
      </div>
    </form>
  );
}

function Progress({ stage }: { stage: ImportStage }) {
  const t = useT();
  if (stage.kind === 'uploading') {
    const percent = stage.total > 0 ? Math.round((Math.min(stage.sent, stage.total) / stage.total) * 100) : 0;
    return (
      <TaskProgress
        label={t('bankStatements.uploadProgress')}
        done={stage.sent}
        total={stage.total}
        text={t('bankStatements.uploading', { percent })}
      />
    );
  }
  if (stage.kind === 'matching')
    return (
      <p className="statement-stage" role="status">
        <span className="spinner-circle" aria-hidden="true" />
        {t('bankStatements.matching')}
      </p>
    );
  return null;
}

function Summary({ result }: { result: Extract<ImportStage, { kind: 'matched' }>['result'] }) {
  const t = useT();
  const language = useActiveLanguage();
  const credits =
    result.matched.length + result.amountDiffers.length + result.utrAlreadyUsed.length + result.unmatched.length;
  return (
    <div className="statement-summary" role="status">
      <p>
        {credits === 0
          ? t('bankStatements.noCredits')
          : t('bankStatements.summary', {
              count: credits,
              layout: t(LAYOUT_NAMES[result.layout] ?? 'bankStatements.layout.mapping'),
            })}
      </p>
      {result.importedBefore && (
        <p>{t('bankStatements.importedBefore', { date: formatDateTime(result.firstImportedAt, language) })}</p>
      )}
    </div>
  );
}
