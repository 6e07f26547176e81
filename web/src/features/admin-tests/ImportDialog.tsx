import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, XLSX_CONTENT_TYPE } from '../../../../shared/mock-tests';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import {
  importUploadedSheet,
  uploadQuestionSheet,
  type AdminTest,
  type ImportedSection,
  type ImportIssue,
  type ImportMode,
  type ImportOutcome,
} from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { ImportIssuesTable } from './ImportIssuesTable';
import { TemplateButton } from './TemplateButton';

const MODES: readonly ImportMode[] = ['append', 'replace'];
const MODE_LABELS: Record<ImportMode, string> = {
  append: 'Add after the questions the test has',
  replace: 'Replace all the questions of the test',
};
const MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

type Outcome =
  | { kind: 'imported'; count: number; bySection: ImportedSection[] }
  | { kind: 'refused'; issues: ImportIssue[] }
  | { kind: 'declined' };
/** A question waiting for the admin's answer before anything is sent or written. */
type Asking = { kind: 'replace' } | { kind: 'repeats'; importKey: string; repeats: number; questions: number };
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
  const t = useT();
  const toast = useToast();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  /** A new key empties the file input: after an import, a second click cannot send the same file again. */
  const [fileInputKey, setFileInputKey] = useState(0);
  const [mode, setMode] = useState<ImportMode>('append');
  const [stage, setStage] = useState<Stage>('choosing');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [asking, setAsking] = useState<Asking>();

  function choose(chosen: File | null) {
    setOutcome(undefined);
    setProblem(chosen ? fileProblem(chosen) : undefined);
    setFile(chosen);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = file ? fileProblem(file) : 'Choose the .xlsx file to import';
    if (reason || !file) {
      setProblem(reason);
      return;
    }
    if (mode === 'replace') setAsking({ kind: 'replace' });
    else void send(file);
  }

  /** Uploads the file, or sends an upload already made again when the admin said to import repeats. */
  async function send(chosen: File | null, again?: { importKey: string }) {
    setAsking(undefined);
    setProblem(undefined);
    setOutcome(undefined);
    try {
      let importKey = again?.importKey;
      if (!importKey) {
        setStage('uploading');
        importKey = await uploadQuestionSheet(testId, chosen!);
      }
      setStage('importing');
      show(await importUploadedSheet(testId, importKey, mode, Boolean(again)), importKey);
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to import the questions'));
    } finally {
      setStage('choosing');
    }
  }

  function show(result: ImportOutcome, importKey: string) {
    if ('issues' in result) setOutcome({ kind: 'refused', issues: result.issues });
    else if ('repeats' in result) setAsking({ kind: 'repeats', importKey, ...result });
    else {
      setOutcome({ kind: 'imported', count: result.imported, bySection: result.bySection });
      toast.success(importedText(t, result.imported, result.bySection));
      setFile(null);
      setFileInputKey((key) => key + 1);
      onImported(result.test);
    }
  }

  function decline() {
    setAsking(undefined);
    setOutcome({ kind: 'declined' });
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
            key={fileInputKey}
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
          {working ? STAGE_TEXT[stage] : outcomeText(t, outcome)}
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
      {asking?.kind === 'replace' && (
        <ConfirmDialog
          title={t('adminImport.replaceTitle')}
          confirmLabel={t('adminImport.replaceConfirm')}
          onConfirm={() => void send(file)}
          onClose={() => setAsking(undefined)}
        >
          <p>{t('adminImport.replaceText')}</p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'repeats' && (
        <ConfirmDialog
          title={t('adminImport.repeatsTitle')}
          confirmLabel={t('adminImport.importAgain')}
          cancelLabel={t('adminImport.dontImport')}
          onConfirm={() => void send(null, { importKey: asking.importKey })}
          onClose={decline}
        >
          <p>{t('adminImport.repeatsText', { repeats: asking.repeats, questions: asking.questions })}</p>
          <p className="field-hint">{t('adminImport.repeatsHint')}</p>
        </ConfirmDialog>
      )}
    </Dialog>
  );
}

type T = ReturnType<typeof useT>;

/** "Imported 5 questions: Reasoning 3, Maths 2". */
function importedText(t: T, count: number, bySection: readonly ImportedSection[]): string {
  const sections = bySection.map((section) => `${section.title} ${section.count}`).join(', ');
  return t('adminImport.imported', { count, sections });
}

function outcomeText(t: T, outcome: Outcome | undefined): string {
  if (outcome?.kind === 'imported')
    return `${importedText(t, outcome.count, outcome.bySection)}. ${t('adminImport.chooseAnother')}`;
  if (outcome?.kind === 'declined') return t('adminImport.declined');
  return '';
}

/** Why this file cannot be imported, or undefined when it can be sent. */
function fileProblem(file: File): string | undefined {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'Choose an .xlsx spreadsheet (the template, filled in)';
  if (file.size === 0) return 'The file is empty';
  if (file.size > IMPORT_MAX_BYTES) return `The file must be at most ${MAX_MEGABYTES} MB`;
  return undefined;
}
