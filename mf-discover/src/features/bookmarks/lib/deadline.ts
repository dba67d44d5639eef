/** Today's local date as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole calendar days from `today` to `deadline` (both `YYYY-MM-DD`); negative when past. */
export function daysUntil(deadline: string, today: string): number {
  const ms = Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** 'abgelaufen', 'heute', 'morgen', 'noch 3 Tage'. */
export function deadlineLabel(deadline: string, today: string): string {
  const days = daysUntil(deadline, today);
  if (days < 0) return 'abgelaufen';
  if (days === 0) return 'heute';
  if (days === 1) return 'morgen';
  return `noch ${days} Tage`;
}

/** `2027-03-15` → '15.03.2027'. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
