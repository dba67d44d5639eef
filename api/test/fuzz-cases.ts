/**
 * The bodies the fuzz test sends to the JSON write endpoints: a valid sample per endpoint and the
 * ways to break it (wrong types, missing and oversized fields, malformed JSON).
 */

export interface Context {
  owner: { id: string; token: string };
  admin: string;
  jobId: string;
  profileId: string;
  chatId: string;
}

export interface JsonEndpoint {
  method: 'POST' | 'PATCH' | 'PUT';
  url: (c: Context) => string;
  caller: 'owner' | 'admin';
  /** A valid body; every mutation of it must be refused. */
  body: Record<string, unknown>;
  required: string[];
  /** Values a field legitimately takes besides its sample's type (by mutation label). */
  accepts?: Record<string, string[]>;
}

export const jsonEndpoints: Record<string, JsonEndpoint> = {
  'POST /reports': {
    method: 'POST',
    url: () => '/api/reports',
    caller: 'owner',
    body: { chatId: '00000000-0000-4000-8000-000000000000', reason: 'spam', details: 'Werbung' },
    required: ['chatId', 'reason'],
  },
  'POST /auth/register': {
    method: 'POST',
    url: () => '/api/auth/register',
    caller: 'owner',
    body: { username: 'fuzzer', email: 'fuzz@example.org', password: 'geheim-123', name: 'Fuzz' },
    required: ['username', 'email', 'password', 'name'],
  },
  'POST /auth/login': {
    method: 'POST',
    url: () => '/api/auth/login',
    caller: 'owner',
    body: { username: 'fuzzer', password: 'geheim-123' },
    required: ['username', 'password'],
  },
  'POST /settings': {
    method: 'POST',
    url: () => '/api/settings',
    caller: 'owner',
    body: { key: 'fuzz_key', value: '1' },
    required: ['key'],
    // A setting's value is text, a number (an answer's index), a flag or null (skipped).
    accepts: { value: ['null', 'a boolean', 'a number', 'a huge number'] },
  },
  'POST /onboarding': {
    method: 'POST',
    url: () => '/api/onboarding',
    caller: 'admin',
    body: {
      question: 'Frage?',
      answers: ['A', 'B'],
      answerDimensions: ['RI', ''],
      settings_key: 'fuzz_question',
    },
    required: ['question', 'answers', 'settings_key'],
  },
  'PUT /interests': {
    method: 'PUT',
    url: () => '/api/interests',
    caller: 'owner',
    body: { dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 } },
    required: ['dimensions'],
  },
  'POST /hints/quotes': {
    method: 'POST',
    url: () => '/api/hints/quotes',
    caller: 'admin',
    body: { quote: 'Ein Zitat.' },
    required: ['quote'],
  },
  'POST /hints/applications': {
    method: 'POST',
    url: () => '/api/hints/applications',
    caller: 'admin',
    body: { shortTip: 'Kurz', longTip: 'Lang' },
    required: ['shortTip', 'longTip'],
  },
  'POST /hints/learning': {
    method: 'POST',
    url: () => '/api/hints/learning',
    caller: 'admin',
    body: { emoji: '📚', title: 'Titel', description: 'Beschreibung' },
    required: ['emoji', 'title', 'description'],
  },
  'POST /jobs/create': {
    method: 'POST',
    url: () => '/api/jobs/create',
    caller: 'admin',
    body: {
      name: 'Koch/Köchin',
      description: 'Kochen',
      location: 'Kassel',
      workType: 'Ausbildung',
      yearlySalary: 11000,
      imageUrl: '',
    },
    // A job may be published without a picture.
    required: ['name', 'description', 'location', 'workType', 'yearlySalary'],
  },
  'POST /companies/create': {
    method: 'POST',
    url: () => '/api/companies/create',
    caller: 'admin',
    body: {
      name: 'Firma',
      branch: 'Handel',
      website: 'https://firma.example',
      contactMethods: 'E-Mail',
      about: 'Über uns',
      image: '',
    },
    required: ['name', 'branch', 'website', 'contactMethods', 'about', 'image'],
  },
  'POST /bookmarks': {
    method: 'POST',
    url: () => '/api/bookmarks',
    caller: 'owner',
    body: { entityType: 'job', entityId: '00000000-0000-4000-8000-000000000000' },
    required: ['entityType', 'entityId'],
  },
  'PATCH /bookmarks/{id}': {
    method: 'PATCH',
    url: () => '/api/bookmarks/00000000-0000-4000-8000-000000000000',
    caller: 'owner',
    body: { status: 'applied', deadline: '2027-03-01', note: 'Notiz' },
    required: [],
  },
  'POST /profiles/{id}/update': {
    method: 'POST',
    url: (c) => `/api/profiles/${c.profileId}/update`,
    caller: 'owner',
    body: {
      displayName: 'Name',
      about: 'Über mich',
      interests: ['Musik'],
      everydayActivities: ['bild.png|Laufen'],
      job: {
        name: 'Job',
        description: 'Beschreibung',
        location: 'Kassel',
        workType: 'Vollzeit',
        yearlySalary: 30000,
        imageUrl: '',
      },
    },
    required: ['displayName'],
  },
};

const huge = 'ä'.repeat(100_001);

/** Replacement values that are wrong for any field of these endpoints. */
const wrongValues: [label: string, value: unknown][] = [
  ['null', null],
  ['an object', { nested: true }],
  ['a list of objects', [{ a: 1 }, { b: 2 }]],
  ['a boolean', true],
  ['oversized text', huge],
  ['a huge number', 1e308],
];
/** Text fields additionally must not take numbers; number fields not text. */
const wrongForText: [string, unknown][] = [['a number', 12345678]];
const wrongForNumber: [string, unknown][] = [
  ['numeric text', '12'],
  ['negative', -1],
];

export function mutations(endpoint: JsonEndpoint): [label: string, payload: string][] {
  const result: [string, string][] = [];
  for (const field of Object.keys(endpoint.body)) {
    const original = endpoint.body[field];
    const extra =
      typeof original === 'number'
        ? wrongForNumber
        : typeof original === 'string'
          ? wrongForText
          : [];
    for (const [label, value] of [...wrongValues, ...extra]) {
      // An optional object may be null (the profile's job); that is not an error.
      if (value === null && !endpoint.required.includes(field)) continue;
      if (endpoint.accepts?.[field]?.includes(label)) continue;
      result.push([`${field} as ${label}`, JSON.stringify({ ...endpoint.body, [field]: value })]);
    }
  }
  for (const field of endpoint.required) {
    const rest = Object.fromEntries(Object.entries(endpoint.body).filter(([key]) => key !== field));
    result.push([`without ${field}`, JSON.stringify(rest)]);
  }
  return result;
}

export const malformed: [label: string, payload: string][] = [
  ['truncated JSON', '{"name": "abc'],
  ['a lone brace', '{'],
  ['trailing garbage', '{"a": 1} x'],
  ['JSON null', 'null'],
  ['a JSON list', '[1, 2, 3]'],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['a NUL byte', '\u0000'],
  ['deeply nested', '['.repeat(5000) + ']'.repeat(5000)],
];
