/*
 * Each formatter is made on first use, not when a page loads the module: the first
 * `Intl.DateTimeFormat` of a page loads the locale's date data (70–90 ms at a 4× slower CPU),
 * which the chat list paid even when it had no chat to date.
 */
let time: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;

function startOfDay(value: Date): number {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
}

/** Whole calendar days from `timestamp` to `now` (0: today, 1: yesterday). */
function daysAgo(timestamp: number, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(new Date(timestamp))) / 86_400_000);
}

/** 'HH:MM' (de-DE). */
export function formatTime(timestamp: number): string {
  time ??= new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
  return time.format(new Date(timestamp));
}

/** For the chat list: 'HH:MM' today, 'gestern' yesterday, else the date. */
export function formatListTime(timestamp: number, texts: { yesterday: string }, now = new Date()) {
  const days = daysAgo(timestamp, now);
  if (days === 0) return formatTime(timestamp);
  if (days === 1) return texts.yesterday;
  date ??= new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return date.format(new Date(timestamp));
}

/** A day separator in a chat: 'Heute', 'Gestern', else the long date. */
export function formatDay(
  timestamp: number,
  texts: { today: string; yesterdayTitle: string },
  now = new Date(),
) {
  const days = daysAgo(timestamp, now);
  if (days === 0) return texts.today;
  if (days === 1) return texts.yesterdayTitle;
  longDate ??= new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDate.format(new Date(timestamp));
}

/** Whether two timestamps fall on different calendar days. */
export function isOtherDay(a: number, b: number): boolean {
  return startOfDay(new Date(a)) !== startOfDay(new Date(b));
}
