// Figures of the benchmarks: one line each (`name: value unit (target ...)`, MISSED when the
// target is not met), statistics over repeated measurements, and the final summary.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Human text of the target, e.g. '< 500 ms'. */
  target?: string;
  /** undefined when the figure has no target. */
  met?: boolean;
}

export interface BenchOutcome {
  name: string;
  figures: Figure[];
  /** Why the benchmark could not run (or could not check what it must), if so. */
  error?: string;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

function formatValue(value: number, unit: string): string {
  // Sub-10 ms latencies (a bare route) would all read '0 ms' without a decimal.
  const digits = unit === 'ms' ? (value < 10 ? 1 : 0) : unit === 's' ? 2 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function formatFigure(figure: Figure): string {
  const target = figure.target ? ` (target ${figure.target})` : '';
  const missed = figure.met === false ? ' MISSED' : '';
  return `${figure.name}: ${formatValue(figure.value, figure.unit)}${target}${missed}`;
}

/** Prints a figure at once and keeps it for the summary. */
export function record(figures: Figure[], figure: Figure): Figure {
  figures.push(figure);
  console.log(formatFigure(figure));
  return figure;
}

export function below(limit: number): (value: number) => boolean {
  return (value) => value < limit;
}

export function atLeast(limit: number): (value: number) => boolean {
  return (value) => value >= limit;
}

export function printSummary(outcomes: BenchOutcome[]): void {
  console.log('\n=== Summary');
  for (const outcome of outcomes) {
    if (outcome.error) {
      console.log(`${outcome.name}: FAILED (${outcome.error})`);
      continue;
    }
    const missed = outcome.figures.filter((f) => f.met === false).length;
    const withTarget = outcome.figures.filter((f) => f.met !== undefined).length;
    console.log(
      `${outcome.name}: ran; ${withTarget - missed}/${withTarget} targets met${
        missed
          ? ` (MISSED: ${outcome.figures
              .filter((f) => f.met === false)
              .map((f) => f.name)
              .join(', ')})`
          : ''
      }`,
    );
    for (const figure of outcome.figures) console.log(`  ${formatFigure(figure)}`);
  }
}
