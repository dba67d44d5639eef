import {
  type Row,
  everyone,
  users,
  ownerOnly,
  json,
  pushSubscription,
  ownerFeed,
  ownerBookmark,
} from '../authorization.ts';

/** Bookmarks, calendar, push subscriptions and profiles. */
export const personalRows: Row[] = [
  { name: 'GET /bookmarks', request: () => ({ url: '/api/bookmarks' }), expect: users },
  {
    name: 'POST /bookmarks',
    request: (f) => json('POST', '/api/bookmarks', { entityType: 'job', entityId: f.jobId }),
    expect: users,
  },
  {
    name: 'DELETE /bookmarks/{id}',
    request: async (f) => json('DELETE', `/api/bookmarks/${await ownerBookmark(f)}`),
    expect: ownerOnly,
  },
  {
    name: 'PATCH /bookmarks/{id}',
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/bookmarks/${await ownerBookmark(f)}`,
      payload: { status: 'applied', deadline: '2027-03-01', note: 'Notiz' },
    }),
    expect: ownerOnly,
  },
  { name: 'GET /bookmarks/due', request: () => ({ url: '/api/bookmarks/due' }), expect: users },
  { name: 'GET /calendar', request: () => ({ url: '/api/calendar' }), expect: users },
  // The VAPID public key is what every browser needs to subscribe.
  { name: 'GET /push/key', request: () => ({ url: '/api/push/key' }), expect: everyone },
  {
    name: 'POST /push/subscriptions',
    request: () => json('POST', '/api/push/subscriptions', pushSubscription()),
    expect: users,
  },
  {
    // Deletes only the caller's own subscription of that endpoint: nobody else's is reachable.
    name: 'DELETE /push/subscriptions',
    request: () => ({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(pushSubscription().subscription.endpoint)}`,
    }),
    expect: users,
  },
  { name: 'POST /calendar', request: () => json('POST', '/api/calendar'), expect: users },
  { name: 'DELETE /calendar', request: () => json('DELETE', '/api/calendar'), expect: users },
  {
    // The feed's secret is its key: whoever has the address reads it, without a token.
    name: 'GET /calendar/feeds/{file}',
    request: async (f) => ({ url: new URL(await ownerFeed(f)).pathname }),
    expect: everyone,
  },
  {
    name: 'POST /profiles/create',
    request: () => json('POST', '/api/profiles/create'),
    expect: users,
  },
  {
    name: 'GET /profiles?search=',
    request: (f) => ({ url: `/api/profiles?search=${f.owner.id}` }),
    expect: users,
  },
  {
    name: 'GET /profiles/{id}/rating',
    request: (f) => ({ url: `/api/profiles/${f.ownerProfileId}/rating` }),
    expect: users,
  },
  {
    name: 'POST /profiles/{id}/rate',
    request: (f) => json('POST', `/api/profiles/${f.ownerProfileId}/rate?rating=4`),
    // Nobody rates their own profile.
    expect: { ...users, owner: 400 },
  },
  {
    name: 'GET /profiles/{id}/following',
    request: (f) => ({ url: `/api/profiles/${f.ownerProfileId}/following` }),
    expect: users,
  },
  {
    name: 'POST /profiles/{id}/follow',
    request: (f) => json('POST', `/api/profiles/${f.ownerProfileId}/follow`),
    // Nobody follows themselves.
    expect: { ...users, owner: 400 },
  },
  {
    name: 'POST /profiles/{id}/update',
    request: (f) =>
      json('POST', `/api/profiles/${f.ownerProfileId}/update`, {
        displayName: 'Neuer Name',
        about: 'Über mich',
        interests: ['Musik'],
        everydayActivities: [],
      }),
    expect: ownerOnly,
  },
];
