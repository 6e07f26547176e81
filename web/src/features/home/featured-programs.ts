import type { MessageId } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export interface FeaturedProgram {
  name: MessageId;
  summary: MessageId;
  to: string;
  linkText: MessageId;
}

type ProgramKey = 'gpsc' | 'upsc' | 'ssc' | 'neet11' | 'neet12' | 'talati' | 'ethics' | 'testSeries';

const program = (key: ProgramKey, to: string): FeaturedProgram => ({
  name: `program.${key}.name`,
  summary: `program.${key}.summary`,
  to,
  linkText: `program.${key}.link`,
});

/** The eight slides of the home carousel (spec section 9); their texts are in the message catalogues. */
export const FEATURED_PROGRAMS: readonly FeaturedProgram[] = [
  program('gpsc', paths.courseType('gpsc')),
  program('upsc', paths.courseType('upsc')),
  program('ssc', paths.courseType('ssc')),
  program('neet11', paths.courseType('neet11')),
  program('neet12', paths.courseType('neet12')),
  program('talati', paths.courseType('talati')),
  program('ethics', paths.courseType('ethics')),
  program('testSeries', paths.testSeries),
];
