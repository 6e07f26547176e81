/**
 * Work that runs on a schedule, not for a request. The CDK stack makes one function per job with
 * exactly its bindings (as for routes) and an EventBridge schedule that invokes it; `npm start` runs
 * each job once at start-up, under the same bindings.
 */
import type { Binding } from './bindings.js';

export interface JobDef {
  /** CloudFormation-safe name. */
  readonly name: string;
  /** Module under functions/jobs/ (without extension), exporting `handler`. */
  readonly handler: string;
  /** An EventBridge schedule expression. */
  readonly schedule: string;
  readonly uses: readonly Binding[];
}

export const jobs = [
  {
    // Video files no record refers to (a crash between S3's complete and the record write): listed
    // under media/courses/, checked against each course's records and uploads, removed.
    name: 'SweepOrphanMedia',
    handler: 'sweep-orphan-media',
    schedule: 'rate(1 day)',
    uses: ['media:videos:list', 'media:videos:delete', 'table:course-content:query', 'table:course-content:delete'],
  },
] as const satisfies readonly JobDef[];
