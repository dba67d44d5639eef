import {
  type Row,
  everyone,
  users,
  admins,
  newOccupation,
  json,
  asAdmin,
} from '../authorization.ts';

/** Jobs, occupations, companies, courses and places. */
export const catalogueRows: Row[] = [
  { name: 'GET /jobs', request: () => ({ url: '/api/jobs' }), expect: users },
  { name: 'GET /jobs?search=', request: () => ({ url: '/api/jobs?search=mecha' }), expect: users },
  { name: 'GET /jobs/{id}', request: (f) => ({ url: `/api/jobs/${f.jobId}` }), expect: users },
  {
    name: 'POST /jobs/create',
    request: () =>
      json('POST', '/api/jobs/create', {
        name: 'Gärtner/in',
        description: 'Pflanzen und Pflege',
        location: 'Kassel',
        workType: 'Ausbildung',
        yearlySalary: 12000,
        imageUrl: '',
      }),
    expect: admins,
  },
  { name: 'GET /occupations', request: () => ({ url: '/api/occupations' }), expect: users },
  {
    name: 'GET /occupations?search=',
    request: () => ({ url: '/api/occupations?search=tiere' }),
    expect: users,
  },
  {
    name: 'GET /occupations/{id}',
    request: () => ({ url: '/api/occupations/tierpfleger-in' }),
    expect: users,
  },
  {
    name: 'POST /admin/occupations',
    request: () => json('POST', '/api/admin/occupations', newOccupation()),
    expect: admins,
  },
  {
    name: 'PUT /admin/occupations/{id}',
    request: async (f) => {
      const { id } = await asAdmin(f, json('POST', '/api/admin/occupations', newOccupation()));
      return json('PUT', `/api/admin/occupations/${id}`, newOccupation());
    },
    expect: admins,
  },
  {
    name: 'DELETE /admin/occupations/{id}',
    request: async (f) => {
      const { id } = await asAdmin(f, json('POST', '/api/admin/occupations', newOccupation()));
      return json('DELETE', `/api/admin/occupations/${id}`);
    },
    expect: admins,
  },
  { name: 'GET /companies', request: () => ({ url: '/api/companies' }), expect: users },
  {
    name: 'GET /companies?search=',
    request: () => ({ url: '/api/companies?search=werk' }),
    expect: users,
  },
  {
    name: 'GET /companies/{id}',
    request: (f) => ({ url: `/api/companies/${f.companyId}` }),
    expect: users,
  },
  {
    name: 'POST /companies/create',
    request: () =>
      json('POST', '/api/companies/create', {
        name: 'Stadtwerke Neustadt',
        branch: 'Energie',
        website: 'https://stadtwerke.example',
        contactMethods: 'E-Mail: ausbildung@stadtwerke.example',
        about: 'Strom, Wasser und Wärme für die Region.',
        image: '',
      }),
    expect: admins,
  },
  {
    name: 'GET /companies/{id}/following',
    request: (f) => ({ url: `/api/companies/${f.companyId}/following` }),
    expect: users,
  },
  {
    name: 'POST /companies/{id}/follow',
    request: (f) => json('POST', `/api/companies/${f.companyId}/follow`),
    expect: users,
  },
  { name: 'GET /courses', request: () => ({ url: '/api/courses' }), expect: everyone },
  { name: 'GET /places', request: () => ({ url: '/api/places?search=Ber' }), expect: everyone },
  {
    name: 'GET /places/in-query',
    request: () => ({ url: '/api/places/in-query?search=Tischler%20in%20Berlin' }),
    expect: everyone,
  },
  {
    name: 'GET /courses/{id}',
    request: (f) => ({ url: `/api/courses/${f.courseId}` }),
    expect: everyone,
  },
];
