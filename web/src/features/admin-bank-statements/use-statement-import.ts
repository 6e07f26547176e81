import { useState } from 'react';
import { MAX_STATEMENT_BYTES } from '../../../../shared/bank-statements';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useT, type Translate } from '../../lib/i18n';
import { importStatement, uploadStatement, type StatementImportReply, type StatementMapping } from './api';

export const MAX_MEGABYTES = MAX_STATEMENT_BYTES / (1024 * 1024);

/** Where an import stands: nothing yet, sending the file, matching it, asking for its columns, or its lists. */
export type ImportStage =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  /** With the columns form's header cells when the admin's columns are being tried: the form stays, busy. */
  | { kind: 'matching'; fileKey?: string; columns?: string[] }
  | { kind: 'columns'; fileKey: string; columns: string[] }
  | { kind: 'matched'; result: StatementImportReply };

/** Why this file cannot be sent, or undefined when it can. */
function fileProblem(file: File, t: Translate): string | undefined {
  if (!/\.(csv|txt)$/i.test(file.name)) return t('bankStatements.notCsv', { extension: '.csv' });
  if (file.size === 0) return t('bankStatements.fileEmpty');
  if (file.size > MAX_STATEMENT_BYTES) return t('bankStatements.fileTooLarge', { megabytes: MAX_MEGABYTES });
  return undefined;
}

/** The header cells a 400 statement_header_unknown carries, when it carries some. */
function headerColumns(error: unknown): string[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'statement_header_unknown') return undefined;
  const columns = error.reply.columns;
  return Array.isArray(columns) && columns.length > 0 ? columns.map(String) : undefined;
}

/** Upload, match, and when the header is unknown the columns chosen: one import at a time. */
export function useStatementImport() {
  const t = useT();
  const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string>();

  /** `chosen`: the columns the admin picked, and the header cells the form offered them from. */
  async function match(fileKey: string, chosen?: { mapping: StatementMapping; columns: string[] }) {
    setStage({ kind: 'matching', ...(chosen ? { fileKey, columns: chosen.columns } : {}) });
    try {
      setStage({ kind: 'matched', result: await importStatement(fileKey, chosen?.mapping) });
    } catch (error) {
      const offered = headerColumns(error);
      // A mapping the file does not fit (a column not in it, a date it cannot read) keeps the form open.
      const columns = offered ?? chosen?.columns;
      setStage(columns ? { kind: 'columns', fileKey, columns } : { kind: 'idle' });
      if (!offered) setProblem(errorMessage(error, t('bankStatements.failed')));
    }
  }

  async function start(file: File | undefined) {
    setProblem(undefined);
    const reason = file ? fileProblem(file, t) : t('bankStatements.chooseFile');
    if (reason || !file) {
      setProblem(reason);
      return;
    }
    setStage({ kind: 'uploading', sent: 0, total: file.size });
    let fileKey: string;
    try {
      fileKey = await uploadStatement(file, (sent) => setStage({ kind: 'uploading', sent, total: file.size }));
    } catch (error) {
      setStage({ kind: 'idle' });
      setProblem(errorMessage(error, t('bankStatements.uploadFailed')));
      return;
    }
    await match(fileKey);
  }

  async function withColumns(fileKey: string, columns: string[], mapping: StatementMapping) {
    setProblem(undefined);
    await match(fileKey, { mapping, columns });
  }

  return {
    stage,
    problem,
    start,
    withColumns,
    reset: () => {
      setStage({ kind: 'idle' });
      setProblem(undefined);
    },
  };
}
