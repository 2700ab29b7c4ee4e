import type { ContentType } from '#contracts/content/index.ts';
import type { PackItem } from '#contracts/content/pack.ts';
import type { DbOrTrx } from '../db/connect.ts';

/** What a write did to the stored items. */
export type ContentChanges = { added: number; changed: number; removed: number; unchanged: number };

/** Every stored item, in type and key order, with its data exactly as it was stored. */
export async function listItems(db: DbOrTrx): Promise<PackItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['type', 'item_key', 'data'])
    .orderBy('type')
    .orderBy('item_key')
    .execute();
  return rows.map((row) => ({
    type: row.type as ContentType,
    key: row.item_key,
    data: JSON.parse(row.data) as unknown,
  }));
}

export async function countItems(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes the stored items exactly `items`: new ones added at revision 1, changed ones at their next revision, the rest
 * removed. Call it inside a transaction, so a reader sees the whole old content or the whole new.
 */
export async function replaceItems(db: DbOrTrx, items: readonly PackItem[], actor: string, now: string) {
  const stored = new Map(
    (await db.selectFrom('content_items').select(['type', 'item_key', 'data', 'revision']).execute()).map((row) => [
      `${row.type}/${row.item_key}`,
      row,
    ]),
  );
  const changes: ContentChanges = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const item of items) {
    const data = JSON.stringify(item.data);
    const row = stored.get(`${item.type}/${item.key}`);
    stored.delete(`${item.type}/${item.key}`);
    if (!row) {
      await db
        .insertInto('content_items')
        .values({ type: item.type, item_key: item.key, data, revision: 1, updated_at: now, updated_by: actor })
        .execute();
      changes.added += 1;
    } else if (row.data !== data) {
      await db
        .updateTable('content_items')
        .set({ data, revision: row.revision + 1, updated_at: now, updated_by: actor })
        .where('type', '=', item.type)
        .where('item_key', '=', item.key)
        .execute();
      changes.changed += 1;
    } else {
      changes.unchanged += 1;
    }
  }
  for (const row of stored.values()) {
    await db.deleteFrom('content_items').where('type', '=', row.type).where('item_key', '=', row.item_key).execute();
    changes.removed += 1;
  }
  return changes;
}

/** Adds the items no instance has stored yet; an instance that starts at the same moment adds nothing twice. */
export async function insertMissingItems(db: DbOrTrx, items: readonly PackItem[], actor: string, now: string) {
  let added = 0;
  for (const item of items) {
    const result = await db
      .insertInto('content_items')
      .values({
        type: item.type,
        item_key: item.key,
        data: JSON.stringify(item.data),
        revision: 1,
        updated_at: now,
        updated_by: actor,
      })
      .onConflict((conflict) => conflict.columns(['type', 'item_key']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
