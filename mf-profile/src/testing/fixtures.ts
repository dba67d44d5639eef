import type { Profile, User } from '@kompass/shared';

export const me: User = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'lena',
  name: 'Lena Schulz',
  email: 'lena@example.org',
  role: 'USER',
};

export const other: User = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'tom',
  name: 'Tom Becker',
  email: 'tom@example.org',
  role: 'USER',
};

export const ownProfile: Profile = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  userId: me.id,
  displayName: 'Lena Schulz',
  about: 'Ich mag Technik und Menschen.',
  interests: ['neugierig', 'kreativ'],
  everydayActivities: ['kochen.png|Kochen mit Freunden', '|Joggen am Fluss'],
  job: null,
  hasAvatar: true,
};

export const otherProfile: Profile = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  userId: other.id,
  displayName: 'Tom Becker',
  about: 'Azubi im zweiten Jahr.',
  interests: ['hilfsbereit', 'pünktlich', 'teamfähig'],
  everydayActivities: ['rad.png|Radfahren | am Wochenende'],
  job: {
    name: 'Mechatroniker',
    description: 'Ich baue und warte Anlagen.',
    location: 'Hamburg',
    workType: 'Vollzeit',
    yearlySalary: 45000,
    imageUrl: 'job.png',
  },
  hasAvatar: true,
};
