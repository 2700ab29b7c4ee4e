// Drafts and versions of content items (issue 35, decision 0074). A draft is what the studio saves as one types: one
// per item, shared by whoever edits it, written only from the revision it was read at. Every save, publish, removal
// and restore is a version; saves by one editor within VERSION_SESSION_MS are one version, updated as they type.
import type { ContentType } from '#contracts/content/index.ts';
import type { ContentVersionKind } from '#contracts/content/api.ts';
import type { PackItem } from '#contracts/content/pack.ts';
import type { DbOrTrx } from '../db/connect.ts';

/** Saves by one editor closer together than this are one version (autosave writes every second or so). */
export const VERSION_SESSION_MS = 10 * 60_000;
/** The versions an item keeps, newest first: the history shows as many; older ones go as new ones come. */
export const VERSIONS_KEPT = 200;

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export type StoredDraft = PackItem & { revision: number; savedAt: string; savedBy: string };
export type StoredVersion = {
  id: number;
  kind: ContentVersionKind;
  /** The published revision a 'published' version became. */
  revision: number | null;
  savedAt: string;
  savedBy: string;
};

const draftColumns = ['type', 'item_key', 'data', 'revision', 'saved_at', 'saved_by'] as const;
function storedDraft(row: {
  type: string;
  item_key: string;
  data: string;
  revision: number;
  saved_at: string | Date;
  saved_by: string;
}): StoredDraft {
  return {
    type: row.type as ContentType,
    key: row.item_key,
    data: JSON.parse(row.data) as unknown,
    revision: row.revision,
    savedAt: toIso(row.saved_at),
    savedBy: row.saved_by,
  };
}

export async function findDraft(db: DbOrTrx, type: ContentType, key: string): Promise<StoredDraft | null> {
  const row = await db
    .selectFrom('content_drafts')
    .select(draftColumns)
    .where('type', '=', type)
    .where('item_key', '=', key)
    .executeTakeFirst();
  return row ? storedDraft(row) : null;
}

export async function listDrafts(db: DbOrTrx): Promise<StoredDraft[]> {
  return (await db.selectFrom('content_drafts').select(draftColumns).execute()).map(storedDraft);
}

/** Writes the draft if it is still at `revision` (0: none yet); its next revision, or false when another save came first. */
export async function writeDraftAt(db: DbOrTrx, draft: PackItem, revision: number, actor: string, now: string) {
  const data = JSON.stringify(draft.data);
  if (revision === 0) {
    const result = await db
      .insertInto('content_drafts')
      .values({ type: draft.type, item_key: draft.key, data, revision: 1, saved_at: now, saved_by: actor })
      .onConflict((conflict) => conflict.columns(['type', 'item_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : false;
  }
  const result = await db
    .updateTable('content_drafts')
    .set({ data, revision: revision + 1, saved_at: now, saved_by: actor })
    .where('type', '=', draft.type)
    .where('item_key', '=', draft.key)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? revision + 1 : false;
}

/** Removes the draft if it is still at `revision`; false when it moved or is gone. */
export async function removeDraftAt(db: DbOrTrx, type: ContentType, key: string, revision: number) {
  const result = await db
    .deleteFrom('content_drafts')
    .where('type', '=', type)
    .where('item_key', '=', key)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes the draft when it holds exactly what was published: a draft someone changed since stays. */
export async function removeDraftIfPublished(db: DbOrTrx, item: PackItem) {
  await db
    .deleteFrom('content_drafts')
    .where('type', '=', item.type)
    .where('item_key', '=', item.key)
    .where('data', '=', JSON.stringify(item.data))
    .execute();
}

/**
 * Adds a version of the item. A draft save by the editor who saved the item's latest version, as a draft, less than
 * VERSION_SESSION_MS ago updates that version instead: one version per sitting, not one per keystroke. True when a
 * version was added.
 */
export async function addVersion(
  db: DbOrTrx,
  item: PackItem,
  version: { kind: ContentVersionKind; revision?: number | null; actor: string; now: string },
): Promise<boolean> {
  const data = JSON.stringify(item.data);
  if (version.kind === 'draft') {
    const last = await db
      .selectFrom('content_versions')
      .select(['id', 'kind', 'saved_at', 'saved_by'])
      .where('type', '=', item.type)
      .where('item_key', '=', item.key)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const recent =
      last?.kind === 'draft' &&
      last.saved_by === version.actor &&
      Date.parse(version.now) - Date.parse(toIso(last.saved_at)) < VERSION_SESSION_MS;
    if (last && recent) {
      await db.updateTable('content_versions').set({ data, saved_at: version.now }).where('id', '=', last.id).execute();
      return false;
    }
  }
  await db
    .insertInto('content_versions')
    .values({
      type: item.type,
      item_key: item.key,
      kind: version.kind,
      data,
      revision: version.revision ?? null,
      saved_at: version.now,
      saved_by: version.actor,
    })
    .execute();
  // The oldest beyond VERSIONS_KEPT go, so a history stays as long as it shows and the table does not grow without end.
  const oldestKept = await db
    .selectFrom('content_versions')
    .select('id')
    .where('type', '=', item.type)
    .where('item_key', '=', item.key)
    .orderBy('id', 'desc')
    .offset(VERSIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await db
      .deleteFrom('content_versions')
      .where('type', '=', item.type)
      .where('item_key', '=', item.key)
      .where('id', '<', oldestKept.id)
      .execute();
  }
  return true;
}

/** The item's versions, newest first, without their data. */
export async function listVersions(
  db: DbOrTrx,
  type: ContentType,
  key: string,
  limit = VERSIONS_KEPT,
): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['id', 'kind', 'revision', 'saved_at', 'saved_by'])
    .where('type', '=', type)
    .where('item_key', '=', key)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    revision: row.revision,
    savedAt: toIso(row.saved_at),
    savedBy: row.saved_by,
  }));
}

/** One version of the item with its data, or null (also when the id is another item's). */
export async function findVersion(db: DbOrTrx, type: ContentType, key: string, id: number) {
  const row = await db
    .selectFrom('content_versions')
    .select(['id', 'kind', 'revision', 'saved_at', 'saved_by', 'data'])
    .where('id', '=', id)
    .where('type', '=', type)
    .where('item_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    revision: row.revision,
    savedAt: toIso(row.saved_at),
    savedBy: row.saved_by,
    data: JSON.parse(row.data) as unknown,
  };
}
