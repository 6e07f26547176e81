import { useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { countCourses } from './api';

/** Spec: a debug button whose alert tells the total number of courses, to check the API answers. */
export function TestApiButton() {
  const [testing, setTesting] = useState(false);

  async function testApi() {
    setTesting(true);
    try {
      const totalCourses = await countCourses();
      // eslint-disable-next-line no-restricted-properties -- spec: the Test API button alerts the total number of courses
      window.alert(`API is working. Total courses: ${totalCourses}`);
    } catch (error) {
      // eslint-disable-next-line no-restricted-properties -- spec: the Test API button's alert, when the API fails
      window.alert(`API test failed: ${errorMessage(error, 'the server did not answer')}`);
    } finally {
      setTesting(false);
    }
  }

  return (
    <button type="button" className="button button-outline" disabled={testing} onClick={() => void testApi()}>
      {testing ? 'Testing...' : 'Test API'}
    </button>
  );
}
