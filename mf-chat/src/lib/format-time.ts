const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function startOfDay(value: Date): number {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
}

/** Whole calendar days from `timestamp` to `now` (0: today, 1: yesterday). */
function daysAgo(timestamp: number, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(new Date(timestamp))) / 86_400_000);
}

/** 'HH:MM' (de-DE). */
export function formatTime(timestamp: number): string {
  return time.format(new Date(timestamp));
}

/** For the chat list: 'HH:MM' today, 'gestern' yesterday, else the date. */
export function formatListTime(timestamp: number, texts: { yesterday: string }, now = new Date()) {
  const days = daysAgo(timestamp, now);
  if (days === 0) return formatTime(timestamp);
  if (days === 1) return texts.yesterday;
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
  return longDate.format(new Date(timestamp));
}

/** Whether two timestamps fall on different calendar days. */
export function isOtherDay(a: number, b: number): boolean {
  return startOfDay(new Date(a)) !== startOfDay(new Date(b));
}
