import { Type, type Static } from 'typebox';
import { Company, Course, Job, Provider, entityTypes } from './entities.ts';
import { OccupationSummary } from './occupations.ts';

/** Where an application stands; `saved` is where every bookmark starts. */
export const bookmarkStatuses = ['saved', 'applied', 'interview', 'offer', 'rejected'] as const;
export type BookmarkStatus = (typeof bookmarkStatuses)[number];

export const BookmarkStatus = Type.Unsafe<BookmarkStatus>({
  type: 'string',
  enum: [...bookmarkStatuses],
  title: 'status',
  errorMessage: 'Der Status muss „saved“, „applied“, „interview“, „offer“ oder „rejected“ sein.',
});

/** What can be on the Merkliste: the catalogue entries and occupations (by their slug id). */
export const bookmarkEntityTypes = [...entityTypes, 'occupation'] as const;
export type BookmarkEntityType = (typeof bookmarkEntityTypes)[number];

export const BookmarkEntityType = Type.Unsafe<BookmarkEntityType>({
  type: 'string',
  enum: [...bookmarkEntityTypes],
  title: 'entityType',
  errorMessage: 'Der Typ muss „job“, „company“, „course“ oder „occupation“ sein.',
});

export const NOTE_MAX_LENGTH = 2000;

const Deadline = Type.String({
  format: 'date',
  title: 'deadline',
  errorMessage: 'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
});

const Note = Type.String({
  maxLength: NOTE_MAX_LENGTH,
  title: 'note',
  errorMessage: {
    maxLength: `Die Notiz darf höchstens ${NOTE_MAX_LENGTH.toLocaleString('de-DE')} Zeichen lang sein.`,
  },
});

export const StatusChange = Type.Object({
  status: BookmarkStatus,
  /** Epoch milliseconds. */
  changedAt: Type.Number(),
});

// Job first: a job also satisfies the smaller Course shape, and the serializer takes the first match.
export const Bookmark = Type.Object({
  id: Type.String(),
  entityType: BookmarkEntityType,
  entityId: Type.String(),
  entity: Type.Union([Job, Company, Course, OccupationSummary]),
  /**
   * Who offers a saved job (the first company by name) or course (where one studies it, as in
   * the course lists), with its town; else null.
   */
  provider: Type.Union([Provider, Type.Null()]),
  status: BookmarkStatus,
  /** `YYYY-MM-DD`, or null when none is set. */
  deadline: Type.Union([Type.String(), Type.Null()]),
  /** The private note; '' when there is none. */
  note: Type.String(),
  /** Saving first, then every change of the status, oldest first. */
  statusHistory: Type.Array(StatusChange),
});

/** `entityId`: a uuid, or for an occupation its slug id ('tierpfleger-in'). */
export const NewBookmark = Type.Object({
  entityId: Type.String({
    title: 'entityId',
    maxLength: 120,
    pattern:
      '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[a-z0-9]+(-[a-z0-9]+)*)$',
    errorMessage: 'Die ID muss eine UUID sein (bei Berufen ihre Kennung wie „tierpfleger-in“).',
  }),
  entityType: BookmarkEntityType,
});

/** `PATCH /bookmarks/{id}`: what is sent changes; a null deadline or an empty note removes it. */
export const BookmarkChanges = Type.Object(
  {
    status: Type.Optional(BookmarkStatus),
    deadline: Type.Optional(Type.Union([Deadline, Type.Null()])),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type BookmarkChanges = Static<typeof BookmarkChanges>;

/** `GET /bookmarks/due`: how many open applications have a deadline in the next days. */
export const DueCount = Type.Object({ count: Type.Integer(), days: Type.Integer() });
