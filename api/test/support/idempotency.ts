// Two people with a chat and a job, shared by the Idempotency-Key tests.
import { build, signUp, type DatabaseKind } from '../helper.ts';

export type User = Awaited<ReturnType<typeof signUp>>;

/** An app with Anna and Ben signed up, a chat of the two and one job. */
export async function buildWithChat(kind: DatabaseKind) {
  const app = await build(kind);
  const [anna, ben] = [await signUp(app), await signUp(app)];
  const chat = await app.inject({
    method: 'POST',
    url: `/api/chats?userId=${ben.id}`,
    headers: { authorization: anna.token },
  });
  const chatId = chat.json<{ chatId: string }>().chatId;
  const job = await app.db.query<{ id: string }>(
    `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url)
     VALUES ('Koch/Köchin', 'Kocht.', 'Köln', 'Ausbildung', 12000, '') RETURNING id`,
  );
  return { app, anna, ben, chatId, jobId: job.rows[0]!.id };
}
