import { useState } from 'react';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { PublishRefused, setTestPublished, type AdminTest, type PublishProblem } from './api';

export interface PublishRefusal {
  message: string;
  problems: PublishProblem[];
}

/**
 * Publish or unpublish, each only after the admin confirms in our dialog (`asking` is which one is
 * being asked); a refusal keeps the server's list of questions that are not ready until the next try.
 */
export function usePublish(test: AdminTest, onChanged: (test: AdminTest) => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<PublishRefusal>();
  const [asking, setAsking] = useState<'publish' | 'unpublish'>();

  async function confirm() {
    const publish = !test.published;
    setAsking(undefined);
    setBusy(true);
    setRefusal(undefined);
    try {
      onChanged(await setTestPublished(test._id, publish));
      toast.success(publish ? 'Test published' : 'Test unpublished');
    } catch (error) {
      if (error instanceof PublishRefused) setRefusal({ message: error.message, problems: error.problems });
      else toast.error(errorMessage(error, publish ? 'Failed to publish the test' : 'Failed to unpublish the test'));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    refusal,
    asking,
    ask: () => setAsking(test.published ? 'unpublish' : 'publish'),
    confirm: () => void confirm(),
    cancel: () => setAsking(undefined),
    dismiss: () => setRefusal(undefined),
  };
}
