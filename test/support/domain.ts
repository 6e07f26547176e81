import { inject } from 'vitest';
import { localEnvironment } from '#infra/local/stack.js';

/**
 * Points the domain modules in this test worker at the same emulators the API uses, for fixtures
 * that no API route creates yet (enrolments, uploaded videos). Call before importing a domain module.
 */
export function useEmulators(): void {
  Object.assign(
    process.env,
    localEnvironment({ dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') }),
  );
}
