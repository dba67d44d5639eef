import { Type } from 'typebox';

/** `POST /calendar`: the caller's new secret feed address (https; the page offers webcal://). */
export const CalendarFeed = Type.Object({ url: Type.String() });

/** `GET /calendar`: whether the caller has a feed (its address is shown only once, on creation). */
export const CalendarFeedState = Type.Object({ active: Type.Boolean() });

export const FeedParams = Type.Object({ file: Type.String({ maxLength: 100, title: 'file' }) });
