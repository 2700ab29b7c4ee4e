import type { ContentType } from '#contracts/content/index.ts';
import { type PackItem, itemTitle } from '#contracts/content/pack.ts';
import { PostgresAdapter, sql } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';

/** The PostgreSQL channel a publication is announced on, its id as payload (server/publish/live-site.ts listens). */
export const PUBLISHED_CHANNEL = 'content_published';

/** What a write did to the stored items. */
export type ContentChanges = { added: number; changed: number; removed: number; unchanged: number };

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export type StoredItem = PackItem & { revision: number; updatedAt: string; updatedBy: string };

const storedColumns = ['type', 'item_key', 'data', 'revision', 'updated_at', 'updated_by'] as const;

/** Every stored item with its revision and who wrote it when, in type and key order. */
export async function listStoredItems(db: DbOrTrx): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(storedColumns)
    .orderBy('type')
    .orderBy('item_key')
    .execute();
  return rows.map(storedItem);
}

/** One stored item, or null. */
export async function findStoredItem(db: DbOrTrx, type: ContentType, key: string): Promise<StoredItem | null> {
  const row = await db
    .selectFrom('content_items')
    .select(storedColumns)
    .where('type', '=', type)
    .where('item_key', '=', key)
    .executeTakeFirst();
  return row ? storedItem(row) : null;
}

function storedItem(row: {
  type: string;
  item_key: string;
  data: string;
  revision: number;
  updated_at: string | Date;
  updated_by: string;
}): StoredItem {
  return {
    type: row.type as ContentType,
    key: row.item_key,
    data: JSON.parse(row.data) as unknown,
    revision: row.revision,
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/**
 * Writes one item if it is still at `revision` (0: not stored yet); false when another write came first, and then
 * nothing is written. Its next revision, else.
 */
export async function writeItemAt(db: DbOrTrx, item: PackItem, revision: number, actor: string, now: string) {
  const data = JSON.stringify(item.data);
  if (revision === 0) {
    const result = await db
      .insertInto('content_items')
      .values({ type: item.type, item_key: item.key, data, revision: 1, updated_at: now, updated_by: actor })
      .onConflict((conflict) => conflict.columns(['type', 'item_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : false;
  }
  const result = await db
    .updateTable('content_items')
    .set({ data, revision: revision + 1, updated_at: now, updated_by: actor })
    .where('type', '=', item.type)
    .where('item_key', '=', item.key)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? revision + 1 : false;
}

/** Removes one item if it is still at `revision`; false when it moved or is gone. */
export async function removeItemAt(db: DbOrTrx, type: ContentType, key: string, revision: number) {
  const result = await db
    .deleteFrom('content_items')
    .where('type', '=', type)
    .where('item_key', '=', key)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The stored vacancies' titles in their order (by id), placeholders filled: the job form's positions but 'Other'. */
export async function vacancyTitles(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('content_items').select('data').where('type', '=', 'job').execute();
  return rows
    .map((row) => JSON.parse(row.data) as { id?: number })
    .sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
    .map((data) => itemTitle(data))
    .filter((title): title is string => title !== null);
}

/** Every stored item, in type and key order, with its data exactly as it was stored. */
export async function listItems(db: DbOrTrx): Promise<PackItem[]> {
  return (await listStoredItems(db)).map(({ type, key, data }) => ({ type, key, data }));
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
 * removed. Call it inside a transaction, so a reader sees the whole old content or the whole new. Returns the counts,
 * each item it wrote with its revision, and each item it removed as it was (for the items' histories).
 */
export async function replaceItems(db: DbOrTrx, items: readonly PackItem[], actor: string, now: string) {
  const stored = new Map(
    (await db.selectFrom('content_items').select(['type', 'item_key', 'data', 'revision']).execute()).map((row) => [
      `${row.type}/${row.item_key}`,
      row,
    ]),
  );
  const changes: ContentChanges = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const written: { item: PackItem; revision: number }[] = [];
  const removed: PackItem[] = [];
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
      written.push({ item, revision: 1 });
    } else if (row.data !== data) {
      await db
        .updateTable('content_items')
        .set({ data, revision: row.revision + 1, updated_at: now, updated_by: actor })
        .where('type', '=', item.type)
        .where('item_key', '=', item.key)
        .execute();
      changes.changed += 1;
      written.push({ item, revision: row.revision + 1 });
    } else {
      changes.unchanged += 1;
    }
  }
  for (const row of stored.values()) {
    await db.deleteFrom('content_items').where('type', '=', row.type).where('item_key', '=', row.item_key).execute();
    changes.removed += 1;
    removed.push({ type: row.type as ContentType, key: row.item_key, data: JSON.parse(row.data) as unknown });
  }
  return { changes, written, removed };
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

/** Records a change of the published content; every instance renders again when the latest id moves (decision 0073). */
export async function recordPublication(db: DbOrTrx, by: string, detail: string, now: string) {
  const row = await db
    .insertInto('content_publications')
    .values({ published_at: now, published_by: by, detail })
    .returning('id')
    .executeTakeFirstOrThrow();
  // PostgreSQL tells every listening instance at commit; SQLite's one instance (and the CLI) are found by the poll.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_notify(${PUBLISHED_CHANNEL}, ${String(row.id)})`.execute(db);
  }
  return Number(row.id);
}

/** The latest publication's id, 0 before the first. */
export async function latestPublication(db: DbOrTrx) {
  const row = await db
    .selectFrom('content_publications')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
