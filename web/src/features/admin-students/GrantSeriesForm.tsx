import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { errorMessage } from '../../lib/error-messages';
import { useData } from '../../lib/use-data';
import { fetchAllTestSeries, grantTestSeries, type TestSeries } from './api';

interface GrantSeriesFormProps {
  studentId: string;
  /** Series the student has already: left out of the choice. */
  heldSeriesIds: ReadonlySet<string>;
  onGranted: (series: TestSeries) => void;
}

/** Give access: a seat in a series without a payment, with an optional note (why). */
export function GrantSeriesForm({ studentId, heldSeriesIds, onGranted }: GrantSeriesFormProps) {
  const allSeries = useData(fetchAllTestSeries);
  if (allSeries.status === 'loading') return <Spinner label="Loading test series..." />;
  if (allSeries.status === 'error') return <LoadError message="Failed to load test series" onRetry={allSeries.retry} />;
  const choices = allSeries.data.filter((series) => !heldSeriesIds.has(series._id));
  if (choices.length === 0) return <p className="muted">The student has every test series already.</p>;
  return <GrantFields studentId={studentId} choices={choices} onGranted={onGranted} />;
}

function GrantFields({
  studentId,
  choices,
  onGranted,
}: {
  studentId: string;
  choices: TestSeries[];
  onGranted: (series: TestSeries) => void;
}) {
  const [seriesId, setSeriesId] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const titleOf = (id: string) => {
    const series = choices.find((choice) => choice._id === id);
    return series ? `${series.title}${series.isActive ? '' : ' (inactive)'}` : 'Choose a test series';
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const series = choices.find((choice) => choice._id === seriesId);
    if (!series) {
      setInvalid('Choose a test series');
      return;
    }
    setInvalid(undefined);
    setSaving(true);
    try {
      await grantTestSeries(studentId, series._id, note.trim());
      setSeriesId('');
      setNote('');
      onGranted(series);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to give access'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form grant-series-form" noValidate onSubmit={submit}>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <SelectField
        label="Test series"
        value={seriesId}
        options={['', ...choices.map((series) => series._id)]}
        optionLabel={titleOf}
        onChange={setSeriesId}
        error={invalid}
        required
      />
      <TextAreaField
        label="Note (optional)"
        value={note}
        maxLength={500}
        rows={2}
        placeholder="Why, e.g. a scholarship"
        onChange={setNote}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Giving access...' : 'Give Access'}
        </button>
      </div>
    </form>
  );
}
