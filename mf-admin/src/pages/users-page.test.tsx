import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAlert, refused, renderPage } from '../testing/fixtures';
import type { AdminUserRow } from '../features/users/user-statements';
import { UsersPage } from './users-page';

interface Sent {
  sql: string;
  params: unknown[];
}

function aUser(index: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: `u${index}`,
    username: `nutzer${String(index).padStart(2, '0')}`,
    name: `Nutzer ${index}`,
    email: `nutzer${index}@example.org`,
    role: 'USER',
    total: 0,
    ...overrides,
  };
}

/** A fake users table behind the admin SQL endpoints, read with the page's own parameters. */
/** The list card of the user with this username. */
const cardOf = (username: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: username }))!;

function render({ count = 3, dml }: { count?: number; dml?: (sent: Sent) => Response } = {}) {
  let users = Array.from({ length: count }, (_, index) => aUser(index + 1));
  const sent: Sent[] = [];
  const view = renderPage(<UsersPage />, {
    routes: {
      'POST /admin/database/sql': async (request) => {
        const body = (await request.json()) as Sent;
        sent.push(body);
        const [pattern, limit, offset] = body.params as [string, number, number];
        const needle = pattern.slice(1, -1).replace(/\\(.)/g, '$1');
        const matches = users.filter((user) =>
          [user.username, user.name, user.email].some((value) =>
            value.toLowerCase().includes(needle),
          ),
        );
        return json(
          matches.slice(offset, offset + limit).map((user) => ({ ...user, total: matches.length })),
        );
      },
      'POST /admin/database/dml': async (request) => {
        const body = (await request.json()) as Sent;
        sent.push(body);
        const refusal = dml?.(body);
        if (refusal) return refusal;
        const [value, id] = body.params as [string, string];
        const column = /SET (\w+) =/.exec(body.sql)![1] as 'name' | 'email' | 'role';
        users = users.map((user) => (user.id === id ? { ...user, [column]: value } : user));
        return json({ status: 'ok', rowCount: 1 });
      },
    },
  });
  return { ...view, sent };
}

describe('UsersPage', () => {
  it('lists username, name, e-mail and role, read with placeholders only', async () => {
    const { sent } = render();
    await screen.findByRole('heading', { name: 'nutzer01' });
    const card = cardOf('nutzer01');
    expect(card).toHaveTextContent('Nutzer 1');
    expect(card).toHaveTextContent('nutzer1@example.org');
    expect(card).toHaveTextContent('USER');
    expect(sent[0]!.params).toEqual(['%%', 20, 0]);
  });

  it('searches; typed wildcards and quotes go as data, never into the SQL text', async () => {
    const { events, sent } = render();
    await screen.findByRole('heading', { name: 'nutzer01' });
    await events.type(screen.getByRole('searchbox', { name: 'Benutzer suchen' }), "o'_%{Enter}");
    expect(await screen.findByText('Keine Benutzer gefunden')).toBeVisible();
    const last = sent.at(-1)!;
    expect(last.params[0]).toBe("%o'\\_\\%%");
    expect(last.sql).not.toContain("o'");

    await events.clear(screen.getByRole('searchbox'));
    await events.type(screen.getByRole('searchbox'), 'NUTZER 2{Enter}');
    expect(await screen.findByRole('heading', { name: 'nutzer02' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'nutzer01' })).toBeNull());
  });

  it('pages through more than 20 users', async () => {
    const { events } = render({ count: 25 });
    await screen.findByRole('heading', { name: 'nutzer01' });
    expect(screen.getByText('Seite 1 von 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { name: 'nutzer21' })).toBeVisible();
    expect(screen.getByText('Seite 2 von 2')).toBeVisible();
  });

  it('chooses the role from USER and ADMIN; unchanged or cancel changes nothing', async () => {
    const { events, sent } = render();
    await events.click(
      await screen.findByRole('button', { name: 'Bearbeiten: Rolle von nutzer01' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rolle ändern: nutzer01' });
    const choices = within(dialog).getByRole('group', { name: 'Rolle' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['USER', 'ADMIN']);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(choices).getByRole('radio', { name: /USER/ })).toBeChecked();
    await events.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((body) => body.sql.startsWith('UPDATE'))).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Bearbeiten: Rolle von nutzer01' }));
    await events.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /ADMIN/ }));
    await events.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(cardOf('nutzer01')).toHaveTextContent('ADMIN'));
    expect(sent.filter((body) => body.sql.startsWith('UPDATE'))).toEqual([
      { sql: 'UPDATE users SET role = $1 WHERE id = $2', params: ['ADMIN', 'u1'] },
    ]);
  });

  it("says 'Der Wert konnte nicht geändert werden.' with the server's reason", async () => {
    const reason = 'Der letzte Admin kann weder herabgestuft noch gelöscht werden.';
    const { events } = render({ dml: () => refused(reason) });
    await events.click(
      await screen.findByRole('button', { name: 'Bearbeiten: Name von nutzer01' }),
    );
    await events.type(within(screen.getByRole('dialog')).getByRole('textbox'), 'x{Enter}');
    expect(await readAlert(events)).toContain(`Der Wert konnte nicht geändert werden. ${reason}`);
  });

  it('shows a refused value in German, never the database text', async () => {
    const { events } = render({
      dml: () =>
        refused(
          'Diesen Eintrag gibt es bereits (eindeutiger Schlüssel „users_email_key“). (Datenbank: duplicate key value violates unique constraint "users_email_key")',
        ),
    });
    await events.click(
      await screen.findByRole('button', { name: 'Bearbeiten: E-Mail von nutzer01' }),
    );
    const input = within(screen.getByRole('dialog')).getByRole('textbox');
    await events.clear(input);
    await events.type(input, 'nutzer2@example.org{Enter}');
    const text = await readAlert(events);
    expect(text).toContain(
      'Der Wert konnte nicht geändert werden. Diesen Eintrag gibt es bereits (eindeutiger Schlüssel „users_email_key“).',
    );
    expect(text).not.toContain('Datenbank');
    expect(text).not.toContain('duplicate key');
  });

  it("says 'Die Benutzer konnten nicht geladen werden.' and retries", async () => {
    let fail = true;
    const { events } = renderPage(<UsersPage />, {
      routes: {
        'POST /admin/database/sql': () =>
          fail ? refused('Kaputt.') : json([aUser(1, { total: 1 })]),
      },
    });
    expect(await screen.findByText('Die Benutzer konnten nicht geladen werden.')).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'nutzer01' })).toBeVisible();
  });
});
