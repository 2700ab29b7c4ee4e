import { randomBytes } from 'node:crypto';
import type { Db } from './connect.ts';

/**
 * A random key the server made for itself, kept in `server_keys` under `name` (made on first use; instances racing to
 * make it agree on the first one stored). Deleting its row and restarting rotates it.
 */
export async function serverKey(db: Db, name: string) {
  const read = () => db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_keys')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    row = await read();
  }
  return Buffer.from(row!.value, 'base64url');
}
