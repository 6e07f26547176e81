import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, XLSX_CONTENT_TYPE } from '../../../../shared/mock-tests';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { importQuestions, type AdminTest, type ImportIssue, type ImportMode } from './api';
import { ImportIssuesTable } from './ImportIssuesTable';
import { TemplateButton } from './TemplateButton';

const MODES: readonly ImportMode[] = ['append', 'replace'];
const MODE_LABELS: Record<ImportMode, string> = {
  append: 'Add after the questions the test has',
  replace: 'Replace all the questions of the test',
};
const MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

type Outcome = { kind: 'imported'; count: number } | { kind: 'refused'; issues: ImportIssue[] };
type Stage = 'choosing' | 'uploading' | 'importing';
const STAGE_TEXT: Record<Exclude<Stage, 'choosing'>, string> = {
  uploading: 'Uploading the spreadsheet...',
  importing: 'Checking and importing the questions...',
};

interface ImportDialogProps {
  testId: string;
  onClose: () => void;
  onImported: (test: AdminTest) => void;
}

/** Questions from a filled-in template: uploaded, checked row by row, and written only when every row is right. */
export function ImportDialog({ testId, onClose, onImported }: ImportDialogProps) {
  const toast = useToast();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('append');
  const [stage, setStage] = useState<Stage>('choosing');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  function choose(chosen: File | null) {
    setOutcome(undefined);
    setProblem(chosen ? fileProblem(chosen) : undefined);
    setFile(chosen);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = file ? fileProblem(file) : 'Choose the .xlsx file to import';
    if (reason || !file) {
      setProblem(reason);
      return;
    }
    if (
      mode === 'replace' &&
      !window.confirm(
        'Replace every question of this test with the spreadsheet\u2019s? The questions it has now will be deleted.',
      )
    )
      return;
    setProblem(undefined);
    setOutcome(undefined);
    try {
      const result = await importQuestions(testId, file, mode, setStage);
      if ('issues' in result) {
        setOutcome({ kind: 'refused', issues: result.issues });
      } else {
        setOutcome({ kind: 'imported', count: result.imported });
        toast.success(importedText(result.imported));
        onImported(result.test);
      }
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to import the questions'));
    } finally {
      setStage('choosing');
    }
  }

  const working = stage !== 'choosing';

  return (
    <Dialog title="Import Questions" onClose={onClose}>
      <form className="form admin-tests-wide-form" noValidate onSubmit={submit} aria-busy={working || undefined}>
        <p className="field-hint">
          Fill in the template, one question a row. Nothing is imported unless every row is right.
        </p>
        <div>
          <TemplateButton />
        </div>
        <div className="field">
          <label htmlFor={fileId}>Spreadsheet (.xlsx)</label>
          <input
            id={fileId}
            type="file"
            accept={`.xlsx,${XLSX_CONTENT_TYPE}`}
            aria-describedby={hintId}
            disabled={working}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <p id={hintId} className="field-hint">
            At most {MAX_MEGABYTES} MB.
          </p>
        </div>
        <SelectField
          label="Imported questions"
          value={mode}
          options={MODES}
          optionLabel={(choice) => MODE_LABELS[choice]}
          onChange={setMode}
          disabled={working}
        />
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <p className="admin-tests-stage import-stage" role="status">
          {working && <span className="spinner-circle" aria-hidden="true" />}
          {working ? STAGE_TEXT[stage] : outcome?.kind === 'imported' ? `${importedText(outcome.count)}.` : ''}
        </p>
        {outcome?.kind === 'refused' && (
          <div className="import-refused">
            <ErrorBox>{`Nothing was imported: the spreadsheet has ${outcome.issues.length} ${outcome.issues.length === 1 ? 'problem' : 'problems'}. Fix them and import it again.`}</ErrorBox>
            <ImportIssuesTable issues={outcome.issues} />
          </div>
        )}
        <div className="admin-tests-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {outcome?.kind === 'imported' ? 'Done' : 'Cancel'}
          </button>
          <button type="submit" className="button button-primary" disabled={working}>
            {working ? 'Importing...' : 'Import'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const importedText = (count: number) => `Imported ${count} ${count === 1 ? 'question' : 'questions'}`;

/** Why this file cannot be imported, or undefined when it can be sent. */
function fileProblem(file: File): string | undefined {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'Choose an .xlsx spreadsheet (the template, filled in)';
  if (file.size === 0) return 'The file is empty';
  if (file.size > IMPORT_MAX_BYTES) return `The file must be at most ${MAX_MEGABYTES} MB`;
  return undefined;
}
