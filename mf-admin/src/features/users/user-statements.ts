import type { Statement } from '../../api/run-sql';

export const USERS_PAGE_SIZE = 20;

export interface AdminUserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  role: string;
  total: number;
}

/** The user columns an admin edits in place (the server allows these four and no others). */
export type EditableUserColumn = 'name' | 'email' | 'role';

/** `%`, `_` and `\` typed into the search are matched literally. */
const likePattern = (search: string) =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of users matching a search in username, name or e-mail; `total` counts all matches. */
export function usersPage(search: string, page: number): Statement {
  return {
    sql: `SELECT id, username, name, email, role, (count(*) OVER ())::int AS total
            FROM users
           WHERE lower(username) LIKE $1 OR lower(name) LIKE $1 OR lower(email) LIKE $1
           ORDER BY lower(username)
           LIMIT $2 OFFSET $3`,
    params: [likePattern(search), USERS_PAGE_SIZE, page * USERS_PAGE_SIZE],
  };
}

const updates: Record<EditableUserColumn, string> = {
  name: 'UPDATE users SET name = $1 WHERE id = $2',
  email: 'UPDATE users SET email = $1 WHERE id = $2',
  role: 'UPDATE users SET role = $1 WHERE id = $2',
};

export function updateUser(id: string, column: EditableUserColumn, value: string): Statement {
  return { sql: updates[column], params: [value, id] };
}

export function deleteUser(id: string): Statement {
  return { sql: 'DELETE FROM users WHERE id = $1', params: [id] };
}
