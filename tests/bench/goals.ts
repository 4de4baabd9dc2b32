// The speed goals of `npm run bench`: every measured figure that has a goal is recorded here as it is measured and
// printed again at the end, in one table, next to its goal. Nothing is asserted: the table is read by people.

export interface GoalRow {
  /** What was measured, e.g. "mixed 9:1, 20 users, SQLite: share of bare". */
  what: string;
  /** The figure as printed, e.g. "34 %" or "4.2 s". */
  figure: string;
  /** The goal as printed, e.g. "≥ 30 %" or "≤ 5 s". */
  goal: string;
  /** Whether the figure meets the goal; undefined when it could not be measured. */
  met: boolean | undefined;
}

const rows: GoalRow[] = [];

/** Records one figure against its goal ("at most" or "at least" a number, in the figure's unit). */
export function recordGoal(
  what: string,
  value: number | undefined,
  goal: { atMost?: number; atLeast?: number; unit: string; digits?: number },
): GoalRow {
  const digits = goal.digits ?? 0;
  const unit = goal.unit ? ` ${goal.unit}` : '';
  const figure = value === undefined || !Number.isFinite(value) ? 'not measured' : `${value.toFixed(digits)}${unit}`;
  const bound = goal.atMost ?? goal.atLeast ?? 0;
  const row: GoalRow = {
    what,
    figure,
    goal: `${goal.atMost !== undefined ? '≤' : '≥'} ${bound}${unit}`,
    met:
      value === undefined || !Number.isFinite(value)
        ? undefined
        : goal.atMost !== undefined
          ? value <= goal.atMost
          : value >= (goal.atLeast ?? 0),
  };
  rows.push(row);
  return row;
}

/** Records a yes/no check, e.g. "every read after a write shows it". */
export function recordCheck(what: string, ok: boolean | undefined, detail: string): GoalRow {
  const row: GoalRow = { what, figure: detail, goal: 'yes', met: ok };
  rows.push(row);
  return row;
}

export function goalRows(): readonly GoalRow[] {
  return rows;
}

/** The closing table: every goal with its figure and whether it is met. */
export function printGoals(): void {
  if (rows.length === 0) return;
  const width = Math.max(...rows.map((r) => r.what.length), 4);
  const figureWidth = Math.max(...rows.map((r) => r.figure.length), 6);
  const goalWidth = Math.max(...rows.map((r) => r.goal.length), 4);
  console.log('\nGoals');
  console.log(`${'what'.padEnd(width)}  ${'figure'.padStart(figureWidth)}  ${'goal'.padStart(goalWidth)}  met`);
  for (const row of rows) {
    const met = row.met === undefined ? '–' : row.met ? 'yes' : 'NO';
    console.log(
      `${row.what.padEnd(width)}  ${row.figure.padStart(figureWidth)}  ${row.goal.padStart(goalWidth)}  ${met}`,
    );
  }
}
