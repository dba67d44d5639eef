import { Type, type Static } from 'typebox';
import { InterestCode, Provider } from './entities.ts';
import { JobListItem } from './jobs.ts';
import { PageQuery } from './common.ts';
import { NearQuery } from './places.ts';
import { SearchText } from './search-text.ts';

/**
 * The occupation catalogue (docs/occupations.md): every state-recognised training occupation of
 * BIBB's list, the common school-based trainings and the main study fields, each with what you
 * do, how long it takes, what it pays and what Kompass holds of it.
 */

/** How one starts it: a dual training, a school-based one, a degree or a dual degree. */
export const occupationKinds = ['dual', 'schulisch', 'studium', 'duales-studium'] as const;
export type OccupationKind = (typeof occupationKinds)[number];

/** The German name of each kind, as the UI shows it. */
export const occupationKindNames: Record<OccupationKind, string> = {
  dual: 'Duale Ausbildung',
  schulisch: 'Schulische Ausbildung',
  studium: 'Studium',
  'duales-studium': 'Duales Studium',
};

export const OccupationKind = Type.Unsafe<OccupationKind>({
  type: 'string',
  enum: [...occupationKinds],
  title: 'kind',
  errorMessage: 'Die Art muss „dual“, „schulisch“, „studium“ oder „duales-studium“ sein.',
});

/**
 * Areas for young people, each a set of KldB 2010 Berufshauptgruppen (the first two digits of
 * the code); the mapping is in `api/src/resources/occupations/areas.ts`.
 */
export const occupationAreas = [
  'natur',
  'handwerk',
  'technik',
  'bau',
  'it',
  'wissenschaft',
  'gesundheit',
  'soziales',
  'wirtschaft',
  'verwaltung',
  'verkehr',
  'gastronomie',
  'medien',
  'gesellschaft',
] as const;
export type OccupationArea = (typeof occupationAreas)[number];

/** The German name of each area, as the UI shows it. */
export const occupationAreaNames: Record<OccupationArea, string> = {
  natur: 'Tiere, Pflanzen, Natur',
  handwerk: 'Handwerk und Produktion',
  technik: 'Technik, Metall und Elektro',
  bau: 'Bau und Gebäude',
  it: 'IT und Informatik',
  wissenschaft: 'Naturwissenschaft und Labor',
  gesundheit: 'Gesundheit und Pflege',
  soziales: 'Soziales, Erziehung und Lehre',
  wirtschaft: 'Wirtschaft, Handel und Büro',
  verwaltung: 'Recht, Verwaltung und Sicherheit',
  verkehr: 'Verkehr und Logistik',
  gastronomie: 'Lebensmittel, Gastronomie und Tourismus',
  medien: 'Medien, Kunst und Gestaltung',
  gesellschaft: 'Sprache, Gesellschaft und Kultur',
};

export const OccupationArea = Type.Unsafe<OccupationArea>({
  type: 'string',
  enum: [...occupationAreas],
  title: 'area',
  errorMessage: `Den Bereich gibt es nicht. Möglich sind: ${occupationAreas.map((area) => `„${area}“`).join(', ')}.`,
});

/** Topics an occupation is about; the assistant and 'Für dich' use them ('mit Tieren'). */
export const occupationTopics = [
  'tiere',
  'draussen',
  'kinder',
  'menschen',
  'technik',
  'computer',
  'handwerk',
  'gestalten',
  'zahlen',
  'natur',
  'gesundheit',
  'fahrzeuge',
  'bauen',
  'essen',
  'sprache',
  'ordnung',
] as const;
export type OccupationTopic = (typeof occupationTopics)[number];

export const OccupationTopic = Type.Unsafe<OccupationTopic>({
  type: 'string',
  enum: [...occupationTopics],
  title: 'topics',
  errorMessage: `Ein Thema muss eines von diesen sein: ${occupationTopics.join(', ')}.`,
});

/** The longest id (a slug of the name). */
export const MAX_OCCUPATION_ID_LENGTH = 120;

/** A stable id: the name as a slug ('tierpfleger-in'), so links and bookmarks keep working. */
export const OccupationId = Type.String({
  title: 'id',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: MAX_OCCUPATION_ID_LENGTH,
  errorMessage:
    'Die Beruf-ID besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (z. B. „tierpfleger-in“).',
});
export const OccupationIdParams = Type.Object({ id: OccupationId });

/** An occupation as lists, search and bookmarks show it. */
export const OccupationSummary = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'Die amtliche Bezeichnung, gegendert.' }),
  kind: OccupationKind,
  area: OccupationArea,
  /** The German name of the area. */
  areaName: Type.String(),
  /** KldB 2010, five digits; null when none is known. */
  kldb: Type.Union([Type.String(), Type.Null()]),
  /** Regular duration; null when unknown. */
  durationMonths: Type.Union([Type.Integer(), Type.Null()]),
  /** Two to four sentences in du-form written by the team; null when none is written yet. */
  summary: Type.Union([Type.String(), Type.Null()]),
  /** RIASEC, 1–3 letters, strongest first; null when not yet assigned. */
  riasec: Type.Union([Type.String(), Type.Null()]),
  topics: Type.Array(Type.String()),
  /** How many of Kompass's listings match it (everywhere). */
  jobCount: Type.Integer(),
});
export type OccupationSummary = Static<typeof OccupationSummary>;

/**
 * `GET /occupations`: a page, a search (name, old and everyday names, specialisations) and
 * filters by area and kind. Without a search: by name.
 */
export const OccupationListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(SearchText('search')),
  area: Type.Optional(OccupationArea),
  kind: Type.Optional(OccupationKind),
});
export type OccupationListQuery = Static<typeof OccupationListQuery>;

export const OccupationPage = Type.Object({
  content: Type.Array(OccupationSummary),
  total: Type.Integer(),
});

/** The statutory minimum of a dual training's pay per training year, with its source. */
export const StatutoryPay = Type.Object({
  /** Euros a month, for the 1st, 2nd, … training year (as many years as the training lasts). */
  monthlyByYear: Type.Array(Type.Integer()),
  /**
   * Months of the last training year when it is shorter than twelve (a 42-month training: 6, at
   * the 4th year's minimum, § 17 Abs. 2 BBiG counts by training year); null when it is whole or
   * the duration is unknown.
   */
  lastYearMonths: Type.Union([Type.Integer({ minimum: 1, maximum: 11 }), Type.Null()]),
  /** The year of training start the figures hold for. */
  startYear: Type.Integer(),
  source: Type.String({ description: 'Woher die Zahlen stammen (§ 17 BBiG).' }),
});

/** The range of Kompass's own matching training listings, 1st year, monthly. */
export const ListingPay = Type.Object({
  minMonthly: Type.Integer(),
  maxMonthly: Type.Integer(),
  count: Type.Integer({ description: 'Aus wie vielen Angeboten.' }),
  /** e.g. 'in Kompass: 1.050–1.240 € im 1. Jahr, aus 12 Angeboten'. */
  label: Type.String(),
  source: Type.String(),
});

export const OccupationPay = Type.Object({
  /** Dual trainings only; null otherwise (no figure without a source). */
  statutoryMinimum: Type.Union([StatutoryPay, Type.Null()]),
  /** Null when no training listing in Kompass matches. */
  listings: Type.Union([ListingPay, Type.Null()]),
});

const Link = Type.Object({ id: Type.String(), name: Type.String() });

/** A matching study course and where one studies it (as in the course lists), or null. */
const CourseLink = Type.Object({
  ...Link.properties,
  provider: Type.Union([Provider, Type.Null()]),
});

/** `GET /occupations/{id}?near=&radiusKm=`: listings near the place first (only those within). */
export const OccupationDetailQuery = NearQuery;

export const OccupationDetail = Type.Object({
  ...OccupationSummary.properties,
  /** 'Fachrichtungen' and 'Schwerpunkte', by name. */
  specialisations: Type.Array(Type.String()),
  /** The school qualification most starters have; null when unknown. */
  school: Type.Union([Type.String(), Type.Null()]),
  /** Year of the regulation in force (BIBB); null for non-BIBB entries. */
  regulationYear: Type.Union([Type.Integer(), Type.Null()]),
  synonyms: Type.Array(Type.String()),
  pay: OccupationPay,
  /** A few close occupations (same KldB group or area, close interest code): a Plan B. */
  related: Type.Array(OccupationSummary),
  /** Matching listings: with `near` only those within the radius, nearest first; at most 20. */
  jobs: Type.Array(JobListItem),
  /** How many listings match (with `near`: within the radius). */
  jobsTotal: Type.Integer(),
  /** Companies offering matching listings (everywhere), by name; at most 20. */
  companies: Type.Array(Link),
  /** Study fields: study courses in Kompass that match, with university and town; else empty. */
  courses: Type.Array(CourseLink),
  /** Where the facts come from, e.g. 'BIBB, Erhebungsberufe 2024'. */
  sources: Type.Array(Type.String()),
});
export type OccupationDetail = Static<typeof OccupationDetail>;

/** `POST /admin/occupations` and `PUT /admin/occupations/{id}` (admins). */
export const NewOccupation = Type.Object(
  {
    name: Type.String({
      title: 'name',
      minLength: 2,
      maxLength: 200,
      errorMessage: 'Der Name muss 2 bis 200 Zeichen lang sein.',
    }),
    kind: OccupationKind,
    kldb: Type.String({
      title: 'kldb',
      pattern: '^[0-9]{5}$',
      errorMessage: 'Der KldB-Schlüssel besteht aus genau 5 Ziffern.',
    }),
    durationMonths: Type.Optional(
      Type.Union([
        Type.Integer({
          title: 'durationMonths',
          minimum: 1,
          maximum: 120,
          errorMessage: 'Die Dauer muss eine ganze Zahl von 1 bis 120 (Monate) sein.',
        }),
        Type.Null(),
      ]),
    ),
    summary: Type.Optional(
      Type.Union([
        Type.String({
          title: 'summary',
          minLength: 10,
          maxLength: 1000,
          errorMessage: 'Die Beschreibung muss 10 bis 1.000 Zeichen lang sein.',
        }),
        Type.Null(),
      ]),
    ),
    school: Type.Optional(
      Type.Union([
        Type.String({
          title: 'school',
          minLength: 1,
          maxLength: 100,
          errorMessage: 'Der Schulabschluss darf höchstens 100 Zeichen lang sein.',
        }),
        Type.Null(),
      ]),
    ),
    riasec: Type.Optional(Type.Union([InterestCode, Type.Null()])),
    regulationYear: Type.Optional(
      Type.Union([
        Type.Integer({
          title: 'regulationYear',
          minimum: 1900,
          maximum: 2100,
          errorMessage: 'Das Jahr der Verordnung muss zwischen 1900 und 2100 liegen.',
        }),
        Type.Null(),
      ]),
    ),
    specialisations: Type.Optional(ShortNames('specialisations', 'Fachrichtung')),
    synonyms: Type.Optional(ShortNames('synonyms', 'anderer Name')),
    topics: Type.Optional(
      Type.Array(OccupationTopic, {
        maxItems: occupationTopics.length,
        uniqueItems: true,
        errorMessage: 'Jedes Thema darf nur einmal vorkommen.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewOccupation = Static<typeof NewOccupation>;

function ShortNames(title: string, what: string) {
  return Type.Array(
    Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: `Ein ${what} muss 1 bis 200 Zeichen lang sein.`,
    }),
    {
      title,
      maxItems: 50,
      errorMessage: `Höchstens 50 Einträge bei „${title}“.`,
    },
  );
}
