import type { Profile } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me, other, otherProfile, ownProfile } from '../../../testing/fixtures';
import { ProfileView } from './profile-view';

function profileApi(profile: Profile | null, extra: Parameters<typeof createFakeApi>[0] = {}) {
  const userId = profile?.userId ?? other.id;
  let following = { count: 3, following: false };
  return createFakeApi({
    [`GET /profiles?search=${userId}`]: () =>
      json({ content: profile ? [profile] : [], total: profile ? 1 : 0 }),
    [`GET /profiles/${userId}/rating`]: () => json({ rating: 4.5, count: 2 }),
    [`GET /profiles/${userId}/following`]: () => json(following),
    [`POST /profiles/${userId}/follow`]: () => {
      following = following.following
        ? { count: following.count - 1, following: false }
        : { count: following.count + 1, following: true };
      return json(following);
    },
    ...extra,
  });
}

function renderProfile(userId: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(<ProfileView userId={userId} />, {
    fetch,
    user: me,
    route: `/profile/${userId}`,
    path: '/profile/:userId',
    otherRoutes: { '/chats/:chatId': <p>Chat geöffnet</p>, '/': <p>Startseite</p> },
  });
}

describe('ProfileView', () => {
  it('shows a skeleton while loading, then another user’s whole profile', async () => {
    renderProfile(other.id, profileApi(otherProfile).fetch);
    expect(screen.getByRole('status')).toHaveTextContent('Das Profil wird geladen …');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tom Becker' })).toBeVisible();
    expect(await screen.findByText('4,5/5')).toBeInTheDocument();
    expect(screen.getByText('2 Bewertungen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bewerte mich' })).toBeInTheDocument();
    expect(screen.getByText('Azubi im zweiten Jahr.')).toBeInTheDocument();
    // Job name under the name and in the job card.
    expect(screen.getAllByText('Mechatroniker')).toHaveLength(2);
    const job = screen.getByRole('region', { name: 'Job' });
    expect(within(job).getByText('Hamburg')).toBeInTheDocument();
    expect(within(job).getByText('Vollzeit')).toBeInTheDocument();
    expect(within(job).getByText(/45\.000\s€/)).toBeInTheDocument();
    expect(within(job).getByRole('img', { name: 'Bild zum Job Mechatroniker' })).toBeVisible();
    expect(screen.getByText('#hilfsbereit')).toBeInTheDocument();
    expect(screen.getByText('#pünktlich')).toBeInTheDocument();
    expect(screen.getByText('#teamfähig')).toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Alltagsaktivitäten' });
    // The part before the first | is the image, never text.
    expect(within(activities).getByText('Radfahren | am Wochenende')).toBeInTheDocument();
    expect(within(activities).queryByText(/rad\.png/)).not.toBeInTheDocument();
    expect(
      within(activities).getByRole('img', {
        name: 'Bild zur Aktivität: Radfahren | am Wochenende',
      }),
    ).toHaveAttribute('src', '/files/rad.png');
    expect(screen.getByRole('button', { name: 'Schreib mir' })).toBeInTheDocument();
  });

  it('shows the avatar, and initials on a teal disc when there is none', async () => {
    renderProfile(other.id, profileApi(otherProfile).fetch);
    const avatar = await screen.findByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(avatar).toHaveAttribute('src', `http://localhost/api/avatars/${other.id}`);
    fireEvent.error(avatar);
    const placeholder = screen.getByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('TB');
  });

  it('shows the initials at once, without asking for a picture, when the profile has none', async () => {
    renderProfile(other.id, profileApi({ ...otherProfile, hasAvatar: false }).fetch);
    const placeholder = await screen.findByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(placeholder).toHaveTextContent('TB');
    // The initials are the only picture: no <img> asks /avatars.
    expect(placeholder.tagName).toBe('SPAN');
    expect(screen.getAllByRole('img', { name: 'Profilbild von Tom Becker' })).toHaveLength(1);
  });

  it('follows and unfollows, updating the count without reload', async () => {
    const events = userEvent.setup();
    renderProfile(other.id, profileApi(otherProfile).fetch);
    expect(await screen.findByText('3 Follower')).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: 'Folgen' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await events.click(follow);
    expect(await screen.findByText('4 Follower')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfolgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.click(screen.getByRole('button', { name: 'Entfolgen' }));
    expect(await screen.findByText('3 Follower')).toBeInTheDocument();
  });

  it('‘Schreib mir’ opens the chat with that user', async () => {
    const events = userEvent.setup();
    const fake = profileApi(otherProfile, {
      [`POST /chats?userId=${other.id}`]: () => json({ chatId: 'c-1' }, 201),
    });
    renderProfile(other.id, fake.fetch);
    await events.click(await screen.findByRole('button', { name: 'Schreib mir' }));
    expect(await screen.findByText('Chat geöffnet')).toBeInTheDocument();
    expect(
      fake.requests.some(
        (request) => request.method === 'POST' && request.path === `/chats?userId=${other.id}`,
      ),
    ).toBe(true);
  });

  it('‘Schreib mir’ says why when that person blocked the caller', async () => {
    const events = userEvent.setup();
    const message =
      'Du kannst mit dieser Person keinen Chat beginnen, weil sie dich blockiert hat.';
    const fake = profileApi(otherProfile, {
      [`POST /chats?userId=${other.id}`]: () => json({ error: 'Keine Berechtigung', message }, 403),
    });
    renderProfile(other.id, fake.fetch);
    await events.click(await screen.findByRole('button', { name: 'Schreib mir' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(screen.queryByText('Chat geöffnet')).not.toBeInTheDocument();
  });

  it('hides ‘Schreib mir’, ‘bewerte mich’ and follow on one’s own profile', async () => {
    renderProfile(me.id, profileApi(ownProfile).fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Schulz' })).toBeVisible();
    expect(screen.getAllByText('Kein Job angegeben').length).toBeGreaterThan(0);
    expect(await screen.findByText('3 Follower')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schreib mir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'bewerte mich' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Folgen' })).not.toBeInTheDocument();
  });

  it('speaks to the owner in empty sections, and about the person to others', async () => {
    const empty = { about: '', interests: [], everydayActivities: [], job: null };
    const { unmount } = renderProfile(me.id, profileApi({ ...ownProfile, ...empty }).fetch);
    expect(await screen.findByText(/^Erzähl etwas über dich/)).toBeVisible();
    expect(screen.getByText('Welcher Job interessiert dich? Trag ihn hier ein.')).toBeVisible();
    expect(screen.getByText('Welche drei Eigenschaften beschreiben dich am besten?')).toBeVisible();
    expect(screen.getByText(/^Was machst du in deiner Freizeit\?/)).toBeVisible();
    expect(screen.queryByText('Noch kein Text über diese Person.')).not.toBeInTheDocument();
    unmount();

    renderProfile(other.id, profileApi({ ...otherProfile, ...empty }).fetch);
    expect(await screen.findByText('Noch kein Text über diese Person.')).toBeVisible();
    expect(screen.queryByText(/Erzähl etwas über dich/)).not.toBeInTheDocument();
  });

  it('has a back button on other people’s profiles only', async () => {
    const events = userEvent.setup();
    const { unmount } = renderProfile(other.id, profileApi(otherProfile).fetch);
    await screen.findByRole('heading', { level: 1, name: 'Tom Becker' });
    // Opened directly: nothing before it in the app, so 'Zurück' leads home.
    await events.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByText('Startseite')).toBeVisible();
    unmount();

    renderProfile(me.id, profileApi(ownProfile).fetch);
    await screen.findByRole('heading', { level: 1, name: 'Lena Schulz' });
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
  });

  it('shows the placeholder for an activity without image', async () => {
    renderProfile(me.id, profileApi(ownProfile).fetch);
    const activities = await screen.findByRole('region', { name: 'Alltagsaktivitäten' });
    const image = within(activities).getByRole('img', {
      name: 'Bild zur Aktivität: Joggen am Fluss',
    });
    expect(image.tagName).toBe('DIV');
  });

  it('says so when the profile does not exist', async () => {
    renderProfile(other.id, profileApi(null).fetch);
    expect(
      await screen.findByRole('heading', { name: 'Das Profil konnte nicht gefunden werden.' }),
    ).toBeInTheDocument();
  });

  it('says so for an id that cannot exist, without asking the server', async () => {
    const fake = profileApi(null);
    renderProfile('nicht-da', fake.fetch);
    expect(
      screen.getByRole('heading', { name: 'Das Profil konnte nicht gefunden werden.' }),
    ).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const fake = createFakeApi({
      [`GET /profiles?search=${other.id}`]: () => json({ error: 'x' }, 500),
    });
    renderProfile(other.id, fake.fetch);
    expect(
      await screen.findByText('Das Profil konnte nicht geladen werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
