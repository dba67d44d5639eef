import ical, { ICalAlarmType } from 'ical-generator';
import type { BookmarkEntityType } from '@kompass/contracts/schemas/bookmarks';

/** Where the app and the feeds live, for absolute addresses in a calendar. */
export interface FeedOrigins {
  /** The app's origin (the link back to the Merkliste). */
  app: string;
}

export interface FeedDeadline {
  id: string;
  entityType: BookmarkEntityType;
  name: string;
  status: string;
  deadline: string;
  changedAt: Date;
}

const statusNames: Record<string, string> = {
  saved: 'Gemerkt',
  applied: 'Beworben',
  interview: 'Vorstellungsgespräch',
  offer: 'Zusage',
  rejected: 'Absage',
};

const kindNames: Record<BookmarkEntityType, string> = {
  job: 'Job',
  company: 'Unternehmen',
  course: 'Studiengang',
  occupation: 'Beruf',
};

/** Seconds before the deadline's midnight: 09:00 on the day before. */
const ALARM_BEFORE_S = 15 * 60 * 60;

/**
 * The feed as RFC 5545 text: one all-day event per deadline with the item's name, a link back to
 * the Merkliste and an alarm the day before. ical-generator escapes and folds the lines; the
 * event's UID is the bookmark's, so a changed deadline moves the event instead of adding one.
 */
export function calendarFeed(deadlines: readonly FeedDeadline[], origins: FeedOrigins): string {
  const calendar = ical({
    name: 'Kompass: Bewerbungsfristen',
    prodId: { company: 'Kompass', product: 'Merkliste', language: 'DE' },
    ttl: 60 * 60,
  });
  const link = `${origins.app}/bookmarks`;
  for (const item of deadlines) {
    // Noon UTC falls on the same date in every time zone a calendar may convert it to.
    const day = new Date(`${item.deadline}T12:00:00Z`);
    const event = calendar.createEvent({
      id: `${item.id}@kompass`,
      start: day,
      allDay: true,
      summary: `Frist: ${item.name}`,
      description: `${kindNames[item.entityType]}: ${item.name}\nStatus: ${statusNames[item.status] ?? item.status}\n${link}`,
      url: link,
      stamp: item.changedAt,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: ALARM_BEFORE_S,
      description: `Morgen endet die Frist: ${item.name}`,
    });
  }
  return calendar.toString();
}
