/**
 * The site's counters (students, courses, payments, revenue by month), sharded, each written in the
 * transaction of the change it counts: every context that changes a counted thing writes here.
 */
export {
  COUNTER_NAMES,
  COUNTER_SHARDS,
  type CounterName,
  counterOfShard,
  readCount,
  readCounters,
  readStats,
  revenueKeyOf,
  STATS_PARTITION,
  statsChanges,
  type StatsChange,
  statsKeys,
  type StatsSnapshot,
  statsWrites,
} from './stats.js';
