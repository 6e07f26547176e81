import type { StudentTestSummary } from './api';
import type { Translate } from '../../lib/i18n';

/** The student's state of a test: ready to start, in progress, or submitted with its score. */
export function testStateText(test: StudentTestSummary, t: Translate): string {
  switch (test.state) {
    case 'not_started':
      return t('myTests.stateReady');
    case 'running':
      return t('myTests.stateRunning');
    case 'submitted':
      return test.score === undefined ? t('myTests.stateSubmitted') : t('myTests.stateScore', { score: test.score });
  }
}
