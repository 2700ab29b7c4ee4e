import { randomBytes } from 'node:crypto';
import type { Db } from './connect.ts';

/** A key the server made for itself on first use (racing instances agree on the first stored); delete it to rotate. */
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
