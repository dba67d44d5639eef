import type { Profile } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { me, other, otherProfile, ownProfile } from '../../../testing/fixtures';
import { ProfileView } from './profile-view';

const png = () => new File(['png'], 'bild.png', { type: 'image/png' });

// jsdom decodes no images and has no canvas: the square is cut in the browser test
// (e2e/tests/profile.spec.ts); here it is a ready-made JPEG.
const cropToSquare = vi.hoisted(() =>
  vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
);
vi.mock('../../../lib/crop-image', async (original) => ({
  ...(await original<object>()),
  cropToSquare,
}));

function ownApi({
  profile = ownProfile,
  updateStatus = 200,
  uploadStatus = 201,
}: { profile?: Profile; updateStatus?: number; uploadStatus?: number } = {}) {
  let current = profile;
  let uploads = 0;
  return createFakeApi({
    [`GET /profiles?search=${me.id}`]: () => json({ content: [current], total: 1 }),
    [`GET /profiles?search=${other.id}`]: () => json({ content: [otherProfile], total: 1 }),
    [`GET /profiles/${me.id}/rating`]: () => json({ rating: null, count: 0 }),
    [`GET /profiles/${me.id}/following`]: () => json({ count: 0, following: false }),
    [`POST /profiles/${profile.id}/update`]: async (request) => {
      if (updateStatus !== 200) {
        return json(
          { error: 'Bad Request', message: 'Der Anzeigename ist zu lang.' },
          updateStatus,
        );
      }
      current = { ...current, ...((await request.json()) as Partial<Profile>) };
      return json(current);
    },
    'POST /files/upload': () =>
      uploadStatus === 201
        ? json({ objectName: `upload-${++uploads}.png` }, 201)
        : json({ error: 'Unsupported Media Type', message: 'Nur Bilder.' }, uploadStatus),
    'POST /avatars': () => json({ status: 'ok' }),
  });
}

function renderOwn(fake = ownApi(), userId = me.id) {
  renderWithProviders(<ProfileView userId={userId} />, {
    fetch: fake.fetch,
    user: me,
    route: `/profile/${userId}`,
    path: '/profile/:userId',
  });
  return fake;
}

/** Clicks an edit button and waits for its sheet (the forms load on first use). */
async function open(events: ReturnType<typeof userEvent.setup>, name: string) {
  await events.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

function lastUpdate(fake: ReturnType<typeof ownApi>) {
  const request = fake.requests.filter((entry) => entry.path.endsWith('/update')).at(-1);
  return request && (JSON.parse(request.body) as Profile);
}

describe('owner edits', () => {
  it('shows no edit buttons on someone else’s profile', async () => {
    renderOwn(ownApi(), other.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tom Becker' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /bearbeiten|ändern/ })).not.toBeInTheDocument();
  });

  it('edits the name with the whole profile and shows the result', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    await open(events, 'Name bearbeiten');
    const sheet = screen.getByRole('dialog', { name: 'Name bearbeiten' });
    const field = within(sheet).getByLabelText('Anzeigename');
    expect(field).toHaveValue('Lena Schulz');
    await events.clear(field);
    await events.type(field, 'Lena S.');
    await events.click(within(sheet).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lena S.' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastUpdate(fake)).toEqual({
      displayName: 'Lena S.',
      about: ownProfile.about,
      interests: ownProfile.interests,
      everydayActivities: ownProfile.everydayActivities,
      job: null,
    });
  });

  it('refuses a blank name without sending', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    await open(events, 'Name bearbeiten');
    await events.clear(screen.getByLabelText('Anzeigename'));
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen Namen ein.');
    expect(lastUpdate(fake)).toBeUndefined();
  });

  it('keeps everything typed when the save fails, and says why', async () => {
    const events = userEvent.setup();
    renderOwn(ownApi({ updateStatus: 400 }));
    const sheet = await open(events, 'Über mich bearbeiten');
    const field = within(sheet).getByLabelText('Über mich');
    await events.clear(field);
    await events.type(field, 'Neuer Text');
    await events.click(within(sheet).getByRole('button', { name: 'Speichern' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Deine Änderungen konnten nicht gespeichert werden. Der Anzeigename ist zu lang.',
    );
    expect(within(sheet).getByLabelText('Über mich')).toHaveValue('Neuer Text');
  });

  it('drops blank traits on save', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    await open(events, 'Eigenschaften bearbeiten');
    expect(screen.getByLabelText('Eigenschaft 1')).toHaveValue('neugierig');
    await events.clear(screen.getByLabelText('Eigenschaft 2'));
    await events.type(screen.getByLabelText('Eigenschaft 2'), '   ');
    await events.type(screen.getByLabelText('Eigenschaft 3'), '#mutig');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('#mutig')).toBeInTheDocument();
    expect(lastUpdate(fake)?.interests).toEqual(['neugierig', 'mutig']);
  });

  it('validates the job form: all fields required, salary numeric as a German types it', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    await open(events, 'Job bearbeiten');
    await events.type(screen.getByLabelText('Jobtitel'), 'Mechatronikerin');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte fülle alle erforderlichen Felder aus.',
    );

    await events.type(screen.getByLabelText('Beschreibung'), 'Anlagen bauen');
    await events.type(screen.getByLabelText('Arbeitsort'), 'Kiel');
    await events.type(screen.getByLabelText('Arbeitsmodell'), 'Vollzeit');
    await events.type(screen.getByLabelText('Jahresgehalt in Euro'), 'viel');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Das Jahresgehalt muss eine Zahl sein');
    expect(lastUpdate(fake)).toBeUndefined();

    await events.clear(screen.getByLabelText('Jahresgehalt in Euro'));
    await events.type(screen.getByLabelText('Jahresgehalt in Euro'), '45.000,50');
    await events.upload(screen.getByLabelText('Bild zum Job (optional)'), png());
    expect(await screen.findByText('Das Bild wurde hochgeladen.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Speichern' }));

    const job = await screen.findByRole('region', { name: 'Job' });
    expect(await within(job).findByText(/45\.000,50\s€/)).toBeInTheDocument();
    expect(lastUpdate(fake)?.job).toEqual({
      name: 'Mechatronikerin',
      description: 'Anlagen bauen',
      location: 'Kiel',
      workType: 'Vollzeit',
      yearlySalary: 45000.5,
      imageUrl: 'upload-1.png',
    });
  });

  it('accepts 45.000 as forty-five thousand', async () => {
    const events = userEvent.setup();
    const fake = renderOwn(ownApi({ profile: { ...ownProfile, job: otherProfile.job } }));
    await open(events, 'Job bearbeiten');
    const salary = screen.getByLabelText('Jahresgehalt in Euro');
    expect(salary).toHaveValue('45.000');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(lastUpdate(fake)?.job?.yearlySalary).toBe(45000));
  });

  it('removes the job', async () => {
    const events = userEvent.setup();
    const fake = renderOwn(ownApi({ profile: { ...ownProfile, job: otherProfile.job } }));
    const sheet = await open(events, 'Job bearbeiten');
    await events.click(within(sheet).getByRole('button', { name: 'Job entfernen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastUpdate(fake)?.job).toBeNull();
    // Under the name (docs/product.md#profile); the empty job card speaks to its owner.
    expect(screen.getAllByText('Kein Job angegeben')).toHaveLength(1);
    expect(screen.getByText('Welcher Job interessiert dich? Trag ihn hier ein.')).toBeVisible();
  });

  it('saves activities with text and an uploaded image', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    await events.click(
      await screen.findByRole('button', { name: 'Alltagsaktivitäten bearbeiten' }),
    );
    expect(screen.getByLabelText('Aktivität 1')).toHaveValue('Kochen mit Freunden');
    await events.type(screen.getByLabelText('Aktivität 3'), 'Gitarre spielen');
    await events.upload(screen.getByLabelText('Bild zu Aktivität 3 (optional)'), png());
    expect(await screen.findByText('Das Bild wurde hochgeladen.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gitarre spielen')).toBeInTheDocument();
    expect(lastUpdate(fake)?.everydayActivities).toEqual([
      'kochen.png|Kochen mit Freunden',
      '|Joggen am Fluss',
      'upload-1.png|Gitarre spielen',
    ]);
  });

  it('refuses a file that is no image before sending it', async () => {
    const events = userEvent.setup({ applyAccept: false });
    const fake = renderOwn();
    await events.click(
      await screen.findByRole('button', { name: 'Alltagsaktivitäten bearbeiten' }),
    );
    expect(screen.getByLabelText('Bild zu Aktivität 1 (optional)')).toHaveAttribute(
      'accept',
      'image/*',
    );
    await events.upload(
      screen.getByLabelText('Bild zu Aktivität 1 (optional)'),
      new File(['%PDF'], 'lebenslauf.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Datei konnte nicht hochgeladen werden.',
    );
    expect(fake.requests.some((request) => request.path === '/files/upload')).toBe(false);
  });

  it('says the upload failed when the server refuses the file', async () => {
    const events = userEvent.setup();
    renderOwn(ownApi({ uploadStatus: 415 }));
    await open(events, 'Job bearbeiten');
    await events.upload(screen.getByLabelText('Bild zum Job (optional)'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Datei konnte nicht hochgeladen werden.',
    );
  });

  it('uploads an avatar, sets it and shows it at once', async () => {
    const events = userEvent.setup();
    const fake = renderOwn();
    const before = await screen.findByRole('img', { name: 'Profilbild von Lena Schulz' });
    expect(before.getAttribute('src')).not.toContain('?v=');
    await open(events, 'Profilbild ändern');
    const sheet = screen.getByRole('dialog', { name: 'Profilbild ändern' });
    expect(
      within(sheet).getByRole('button', { name: 'Bild auswählen: Neues Profilbild' }),
    ).toHaveTextContent('Bild auswählen');
    await events.upload(screen.getByLabelText('Neues Profilbild'), png());
    // A square is chosen first: the cropper with its zoom, then 'Übernehmen'.
    expect(await within(sheet).findByRole('slider', { name: 'Zoom' })).toBeVisible();
    expect(fake.requests.some((request) => request.path === '/files/upload')).toBe(false);
    await events.click(within(sheet).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cropToSquare).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), null);
    expect(
      fake.requests.some((request) => request.path === '/avatars?url=%2Ffiles%2Fupload-1.png'),
    ).toBe(true);
    expect(screen.getByRole('img', { name: 'Profilbild von Lena Schulz' })).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`/avatars/${me.id}\\?v=\\d+$`)),
    );
  });

  it('keeps the avatar sheet open with the upload error on failure', async () => {
    const events = userEvent.setup();
    renderOwn(ownApi({ uploadStatus: 413 }));
    await open(events, 'Profilbild ändern');
    await events.upload(screen.getByLabelText('Neues Profilbild'), png());
    await events.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Datei konnte nicht hochgeladen werden.',
    );
    expect(screen.getByRole('dialog', { name: 'Profilbild ändern' })).toBeInTheDocument();
  });
});
