import {
  GAUGE_METRICS,
  METRICS_NAMESPACE,
  type COUNT_METRICS,
  type CountMetric,
  type DimensionsOf,
  type GaugeMetric,
} from '#shared/metrics.js';

/**
 * The site's business metrics, written in CloudWatch's embedded metric format (EMF): one JSON line
 * per group of metrics, printed to the function's log, which CloudWatch turns into metrics with no
 * API call and no permission. A function records as it goes; the shared middy stack
 * (api-handler.ts) and each job flush once per invocation.
 *
 * Each dimension is published on its own and the metric also without any (EMF dimension sets), so
 * the dashboard can draw payments by method and an alarm can watch their total.
 *
 * Outside Lambda nothing is printed (the local stack has no CloudWatch); a test sees what would have
 * been sent through setMetricsSink.
 */
type Unit = 'Count' | 'Seconds';
interface Point {
  name: CountMetric | GaugeMetric;
  unit: Unit;
  value: number;
  dimensions: Record<string, string>;
  /** Counts add up within a flush; a gauge keeps its last reading. */
  sums: boolean;
}

type DimensionArgs<Name extends CountMetric> = (typeof COUNT_METRICS)[Name] extends readonly []
  ? []
  : [dimensions: DimensionsOf<Name>];

let pending: Point[] = [];
/**
 * Work outside any invocation (the local stack's timers) records without a flush of its own: past this
 * many points they are written at once, so nothing piles up.
 */
const MAX_PENDING = 1000;

function record(point: Point): void {
  pending.push(point);
  if (pending.length >= MAX_PENDING) flushMetrics();
}

/** Counts an event: `countMetric('PaymentsReceived', 1, { method: 'card' })`. */
export function countMetric<Name extends CountMetric>(name: Name, value = 1, ...dimensions: DimensionArgs<Name>): void {
  record({
    name,
    unit: 'Count',
    value,
    dimensions: { ...(dimensions[0] as Record<string, string> | undefined) },
    sums: true,
  });
}

/** Records a level: the age of the oldest entry of a line, how many wait. */
export function gaugeMetric(name: GaugeMetric, value: number): void {
  record({ name, unit: GAUGE_METRICS[name], value, dimensions: {}, sums: false });
}

type Sink = (line: string) => void;
const stdoutSink: Sink = (line) => process.stdout.write(`${line}\n`);
const discard: Sink = () => undefined;
let sink: Sink = process.env.AWS_LAMBDA_FUNCTION_NAME ? stdoutSink : discard;

/** For tests: receive the EMF lines instead of the default. Returns the previous sink. */
export function setMetricsSink(next: Sink): Sink {
  const previous = sink;
  sink = next;
  return previous;
}

/** One EMF document: the metrics that share these dimension values. */
function emfLine(points: Point[], timestamp: number): string {
  const dimensions = points[0]!.dimensions;
  const keys = Object.keys(dimensions).sort();
  const values: Record<string, number> = {};
  const units = new Map<string, Unit>();
  for (const point of points) {
    values[point.name] = point.sums ? (values[point.name] ?? 0) + point.value : point.value;
    units.set(point.name, point.unit);
  }
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[], ...keys.map((key) => [key])],
          Metrics: [...units].map(([Name, Unit]) => ({ Name, Unit })),
        },
      ],
    },
    ...dimensions,
    ...values,
  });
}

/** Writes what was recorded since the last flush, one line per set of dimension values, and forgets it. Never throws. */
export function flushMetrics(now = Date.now()): void {
  if (pending.length === 0) return;
  const points = pending;
  pending = [];
  const groups = new Map<string, Point[]>();
  for (const point of points) {
    const key = JSON.stringify(Object.entries(point.dimensions).sort(([a], [b]) => a.localeCompare(b)));
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  for (const group of groups.values()) {
    try {
      sink(emfLine(group, now));
    } catch {
      // A metric is never worth failing the work it counts.
    }
  }
}

/** Runs a job's invocation and writes its metrics when it ends, however it ends. */
export async function withMetrics<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    flushMetrics();
  }
}
