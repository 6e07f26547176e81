import { useState, type FormEvent } from 'react';
import { REQUIRED_STATEMENT_FIELDS, STATEMENT_FIELDS, type StatementField } from '../../../../shared/bank-statements';
import { SelectField } from '../../components/SelectField';
import { useT, type MessageId } from '../../lib/i18n';
import type { StatementMapping } from './api';

const FIELD_LABELS: Record<StatementField, MessageId> = {
  date: 'bankStatements.columns.date',
  narration: 'bankStatements.columns.narration',
  reference: 'bankStatements.columns.reference',
  credit: 'bankStatements.columns.credit',
  debit: 'bankStatements.columns.debit',
};

/** A header cell's name guessed for a field, so the usual banks' words need no choosing. */
const GUESSES: Record<StatementField, RegExp> = {
  date: /date/i,
  narration: /narration|description|particular|remark|detail/i,
  reference: /ref|utr|cheque|chq/i,
  credit: /credit|deposit|\bcr\b/i,
  debit: /debit|withdraw|\bdr\b/i,
};

function firstGuesses(columns: readonly string[]): Record<StatementField, string> {
  const taken = new Set<string>();
  const guess = {} as Record<StatementField, string>;
  for (const field of STATEMENT_FIELDS) {
    const found = columns.find((column) => !taken.has(column) && GUESSES[field].test(column)) ?? '';
    if (found) taken.add(found);
    guess[field] = found;
  }
  return guess;
}

interface ColumnMappingFormProps {
  columns: string[];
  busy: boolean;
  onSubmit: (mapping: StatementMapping) => void;
  onCancel: () => void;
}

/** Which header cell holds the date, narration, reference, credit and debit; remembered by the server for the next file. */
export function ColumnMappingForm({ columns, busy, onSubmit, onCancel }: ColumnMappingFormProps) {
  const t = useT();
  const [chosen, setChosen] = useState(() => firstGuesses(columns));
  const [missing, setMissing] = useState<readonly StatementField[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unchosen = REQUIRED_STATEMENT_FIELDS.filter((field) => !chosen[field]);
    setMissing(unchosen);
    if (unchosen.length > 0) return;
    onSubmit({
      date: chosen.date,
      narration: chosen.narration,
      credit: chosen.credit,
      ...(chosen.reference ? { reference: chosen.reference } : {}),
      ...(chosen.debit ? { debit: chosen.debit } : {}),
    });
  }

  const options = ['', ...columns];
  return (
    <form className="form statement-columns" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <h2>{t('bankStatements.columns.title')}</h2>
      <p className="field-hint">{t('bankStatements.columns.intro')}</p>
      <div className="statement-columns-fields">
        {STATEMENT_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={t(FIELD_LABELS[field])}
            value={chosen[field]}
            options={options}
            optionLabel={(option) => option || t('bankStatements.columns.none')}
            onChange={(value) => setChosen((current) => ({ ...current, [field]: value }))}
            disabled={busy}
            error={missing.includes(field) && !chosen[field] ? t('bankStatements.columns.required') : undefined}
          />
        ))}
      </div>
      <div className="statement-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('bankStatements.columns.submit')}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
