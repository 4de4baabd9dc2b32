/** Date helpers of the dashboard and the results list; every function takes `now` so tests can fix the day. */

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days from `date` to `now` in local time: 0 today, 1 yesterday, … */
export function daysAgo(date: Date, now: Date = new Date()): number {
  return Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
}

/** A calendar date in the UI language, e.g. 'Nov 3, 2026' or '03.11.2026'. */
export function formatDay(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium' }).format(date);
}

/** The time of day as hh:mm (24 hours). */
export function formatTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A valid date from an ISO timestamp, or undefined. */
export function parseTimestamp(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
