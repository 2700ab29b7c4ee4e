// The site's content in the database (issue 35, decision 0072): imported from a content pack after the whole pack is
// checked, exported back to one, and seeded from the repository's pack on a fresh install.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentType } from '#contracts/content/index.ts';
import { type PackError, type PackItem, checkItem, checkPack, packFile, valuesFor } from '#contracts/content/pack.ts';
import { MEDIA_FILES_DIR, checkPackDir, readPackDir, writePackDir } from '#contracts/content/pack-files.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import {
  type ContentChanges,
  countItems,
  findStoredItem,
  insertMissingItems,
  listItems,
  listStoredItems,
  recordPublication,
  removeItemAt,
  replaceItems,
  type StoredItem,
  writeItemAt,
} from './content.repository.ts';
import {
  type StoredDraft,
  addVersion,
  findDraft,
  findVersion,
  listDrafts,
  listVersions,
  removeDraftAt,
  removeDraftIfPublished,
  writeDraftAt,
} from './versions.repository.ts';
import {
  type StoredSchedule,
  cancelPending,
  claimDue,
  currentSchedule,
  finishClaimed,
  pendingSchedules,
  replaceSchedule,
} from './schedule.repository.ts';
import { renamedItems } from './rename.ts';

const describeChanges = (changes: ContentChanges) =>
  `${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`;

/** Someone published the item after the revision the request started from; `current` is what is stored now. */
export class ContentConflict extends Error {
  readonly current: StoredItem | null;
  constructor(current: StoredItem | null) {
    super('content conflict');
    this.current = current;
  }
}
/** Someone saved the item's draft after the draft revision the request started from; `current` is theirs. */
export class DraftConflict extends Error {
  readonly current: StoredDraft | null;
  constructor(current: StoredDraft | null) {
    super('draft conflict');
    this.current = current;
  }
}
/** The version asked for is not one of the item's. */
export class NoSuchVersion extends Error {}

/** The item has no pending schedule to cancel. */
export class NoSchedule extends Error {}
/** A scheduled publish's claim lapsed and another instance took it over: this one publishes nothing. */
class ClaimLost extends Error {}

/** The item, or the pack with it, does not pass its checks: each error names its file and field. */
export class ContentInvalid extends Error {
  readonly errors: PackError[];
  constructor(errors: PackError[]) {
    super('content invalid');
    this.errors = errors;
  }
}
/** The render or the write of the new site failed; nothing was published and the live site is as it was. */
export class PublishFailed extends Error {
  override name = 'PublishFailed';
}

/** What publishes: renders the items and runs the commit before the new site goes live (server/publish/live-site.ts). */
type Publisher = {
  publish<T>(
    prepare: () => Promise<readonly PackItem[]>,
    commit: () => Promise<T>,
  ): Promise<{ committed: T; changed: number; rendered: number; ms: number }>;
};

/** What the site's render found wrong with the content (app/.server/content-error.ts, read by name), as a pack error. */
export function contentErrorOf(error: unknown): PackError | null {
  if (!(error instanceof Error) || error.name !== 'ContentError') return null;
  const { file, field, problem } = error as Error & { file?: unknown; field?: unknown; problem?: unknown };
  if (typeof file !== 'string' || typeof problem !== 'string') return null;
  return { file, field: typeof field === 'string' ? field : '', message: problem };
}

const sameItem = (a: PackItem, b: { type: string; key: string }) => a.type === b.type && a.key === b.key;
const packItem = ({ type, key, data }: PackItem): PackItem => ({ type, key, data });

export type ImportResult = { ok: true; changes: ContentChanges } | { ok: false; errors: PackError[] };

/** The media library's files as the content store needs them (server/media): a media item names a stored original. */
export type MediaFiles = {
  sizes(files: readonly string[]): Promise<Map<string, { width: number; height: number }>>;
  original(file: string): Promise<Buffer | null>;
  checkOriginal(file: string, bytes: Buffer): Promise<(actor: string) => Promise<unknown>>;
};

export function createContentService({
  db,
  audit,
  site,
  media,
}: {
  db: Db;
  audit?: AuditTrail;
  site?: Publisher;
  media?: MediaFiles;
}) {
  /** Each media item names an uploaded original, with the width and height it has (decision 0082). */
  async function checkMediaFiles(items: readonly PackItem[]): Promise<PackError[]> {
    const named = items.filter((item) => item.type === 'media') as (PackItem & { data: { file: string; width: number; height: number } })[];
    if (!media || named.length === 0) return [];
    const sizes = await media.sizes(named.map((item) => item.data.file));
    return named.flatMap(({ type, key, data }): PackError[] => {
      const file = packFile(type, key);
      const size = sizes.get(data.file);
      if (!size) return [{ file, field: 'file', message: 'not a file uploaded to the media library' }];
      if (size.width !== data.width || size.height !== data.height)
        return [{ file, field: 'width', message: `the file is ${size.width} × ${size.height} pixels` }];
      return [];
    });
  }

  /**
   * The originals a pack's media items name (media/files/<file>), each checked like an upload, with how to store them
   * all once the whole pack has been checked; or every file missing or refused. The same bytes are stored once.
   */
  async function checkOriginals(dir: string, items: readonly PackItem[]) {
    const errors: PackError[] = [];
    const stores: ((actor: string) => Promise<unknown>)[] = [];
    for (const item of items.filter((each) => each.type === 'media')) {
      const named = (item.data as { file?: unknown } | null)?.file;
      if (typeof named !== 'string' || !/^[0-9a-f]{64}\.[a-z]+$/.test(named)) continue;
      const at = `${MEDIA_FILES_DIR}/${named}`;
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(path.join(dir, at));
      } catch {
        errors.push({ file: packFile(item.type, item.key), field: 'file', message: `${at} is not in the pack` });
        continue;
      }
      if (!media) continue;
      try {
        stores.push(await media.checkOriginal(named, bytes));
      } catch (error) {
        errors.push({ file: at, field: '', message: error instanceof Error ? error.message : String(error) });
      }
    }
    const store = async (actor: string) => {
      for (const each of stores) await each(actor);
    };
    return { errors, store };
  }

  /** One item checked on its own, its `{{site.email}}` placeholders filled from the stored settings. */
  async function checkAlone(item: PackItem) {
    const settings = item.type === 'siteSettings' ? null : await findStoredItem(db, 'siteSettings', 'settings');
    return checkItem(item, valuesFor(item, settings?.data));
  }

  /**
   * A publish on the site: `prepare` reads the store and returns the items as they will be, `commit` writes them. A
   * refusal is ContentInvalid, a write since the request's revision ContentConflict with `target` as stored now, a
   * render that fails PublishFailed; each leaves the store and the live site as they were.
   */
  async function onSite<T>(
    prepare: () => Promise<readonly PackItem[]>,
    commit: () => Promise<T>,
    target: { type: ContentType; key: string },
  ) {
    if (!site) throw new Error('This content service has no site to publish to');
    try {
      return await site.publish(prepare, commit);
    } catch (error) {
      if (error instanceof ContentInvalid) throw error;
      if (error instanceof ContentConflict) {
        throw new ContentConflict(await findStoredItem(db, target.type, target.key));
      }
      const invalid = contentErrorOf(error);
      if (invalid) throw new ContentInvalid([invalid]);
      throw new PublishFailed(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }

  /**
   * Publishes a change to the stored items: the whole pack checked with it, the site rendered, then the change
   * committed if no one else wrote the item since `revision`, then the new site live. Throws ContentInvalid,
   * ContentConflict or PublishFailed, and then nothing is stored and the live site is unchanged.
   */
  async function publishChange(
    target: PackItem,
    revision: number,
    change: { remove: boolean; also?: (trx: Transaction<Database>) => Promise<void> },
    actor: string,
  ): Promise<{ item: StoredItem | null; changed: number; rendered: number; ms: number }> {
    if (!site) throw new Error('This content service has no site to publish to');
    // Read again in the site's turn (below), this first look answers a stale revision or an unchanged item at once.
    const before = await findStoredItem(db, target.type, target.key);
    if ((before?.revision ?? 0) !== revision) throw new ContentConflict(before);
    if (!change.remove && before && JSON.stringify(before.data) === JSON.stringify(target.data)) {
      if (change.also) await db.transaction().execute((trx) => change.also!(trx));
      return { item: before, changed: 0, rendered: 0, ms: 0 };
    }
    let removed: unknown = null;
    /** The stored items with the change, checked as a whole pack, read when this publish's turn has come. */
    const prepare = async () => {
      const stored = await listStoredItems(db);
      const current = stored.find((each) => sameItem(each, target)) ?? null;
      if ((current?.revision ?? 0) !== revision) throw new ContentConflict(current);
      removed = current?.data ?? null;
      const next = stored.filter((each) => !sameItem(each, target)).map(packItem);
      if (!change.remove) next.push(packItem(target));
      const checked = checkPack(next);
      if (!checked.pack) throw new ContentInvalid(checked.errors);
      const files = target.type === 'media' && !change.remove ? await checkMediaFiles([target]) : [];
      if (files.length) throw new ContentInvalid(files);
      return next;
    };
    const now = new Date().toISOString();
    const file = packFile(target.type, target.key);
    const commit = () =>
      db.transaction().execute(async (trx) => {
        const written = change.remove
          ? await removeItemAt(trx, target.type, target.key, revision)
          : await writeItemAt(trx, target, revision, actor, now);
        if (written === false) throw new ContentConflict(null);
        // Every publish and removal is a version; a draft that holds what was published has nothing left to publish.
        if (change.remove) {
          await addVersion(trx, { ...target, data: removed }, { kind: 'unpublished', actor, now });
        } else {
          await addVersion(trx, target, { kind: 'published', revision: written as number, actor, now });
          await removeDraftIfPublished(trx, target);
        }
        await change.also?.(trx);
        const detail = change.remove ? `unpublished ${file}` : `published ${file} at revision ${written}`;
        await recordPublication(trx, actor, detail, now);
        return written;
      });
    const published = await onSite(prepare, commit, target);
    const item = change.remove
      ? null
      : { ...packItem(target), revision: published.committed as number, updatedAt: now, updatedBy: actor };
    return { item, changed: published.changed, rendered: published.rendered, ms: published.ms };
  }


  /** Replaces the stored content with the items, all or nothing: any error in any file and nothing is written. */
  async function importItems(
    items: readonly PackItem[],
    who: AuditActor,
    /** Stores the pack's media originals, checked already: once every item has passed too. */
    storeOriginals?: (actor: string) => Promise<void>,
  ): Promise<ImportResult> {
    const checked = checkPack(items);
    if (!checked.pack) {
      await audit?.record(who, {
        action: 'content.imported',
        outcome: 'refused',
        detail: `${checked.errors.length} errors`,
      });
      return { ok: false, errors: checked.errors };
    }
    const now = new Date().toISOString();
    const by = who.actor ?? 'unknown';
    // Before the items that name them: an original no item names is harmless, an item without its original is not.
    await storeOriginals?.(by);
    const changes = await db.transaction().execute(async (trx) => {
      const { changes, written, removed } = await replaceItems(trx, items, by, now);
      // An import is in every item's history as any publish is: what it replaced can be restored in one click.
      for (const { item, revision } of written) await addVersion(trx, item, { kind: 'imported', revision, actor: by, now });
      for (const item of removed) await addVersion(trx, item, { kind: 'unpublished', actor: by, now });
      // Running instances render the imported content (server/publish/live-site.ts).
      if (changes.added + changes.changed + changes.removed > 0) {
        await recordPublication(trx, by, `import: ${describeChanges(changes)}`, now);
      }
      return changes;
    });
    await audit?.record(who, {
      action: 'content.imported',
      detail: describeChanges(changes),
    });
    return { ok: true, changes };
  }

  return {
    importItems,

    /** Every item, published or only drafted, with its published version and its draft (each or both). */
    async list() {
      const [items, drafts, schedules] = await Promise.all([
        listStoredItems(db),
        listDrafts(db),
        pendingSchedules(db),
      ]);
      type Entry = { item: StoredItem | null; draft: StoredDraft | null; schedule: StoredSchedule | null };
      const byFile = new Map<string, Entry>();
      const entry = (type: ContentType, key: string) => {
        const file = packFile(type, key);
        if (!byFile.has(file)) byFile.set(file, { item: null, draft: null, schedule: null });
        return byFile.get(file)!;
      };
      for (const item of items) entry(item.type, item.key).item = item;
      for (const draft of drafts) entry(draft.type, draft.key).draft = draft;
      for (const schedule of schedules) entry(schedule.type, schedule.key).schedule = schedule;
      return [...byFile.values()];
    },

    /** One item's published version and its draft, each null when not stored. */
    async find(type: ContentType, key: string) {
      const [item, draft, latest] = await Promise.all([
        findStoredItem(db, type, key),
        findDraft(db, type, key),
        currentSchedule(db, type, key),
      ]);
      // A failed schedule is news until the item is published again.
      const schedule =
        latest && (latest.state === 'pending' || !item || (latest.finishedAt ?? '') > item.updatedAt) ? latest : null;
      return { item, draft, schedule };
    },

    /**
     * Saves the item's draft as `data` (unchecked: a draft may be half-written), if it is still at `revision` (0: no
     * draft yet); else DraftConflict with the stored draft. `versioned`: a new version was added, not the last one
     * updated.
     */
    async saveDraft(item: PackItem, revision: number, actor: string) {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const written = await writeDraftAt(trx, item, revision, actor, now);
        if (written === false) throw new DraftConflict(await findDraft(trx, item.type, item.key));
        const versioned = await addVersion(trx, item, { kind: 'draft', actor, now });
        const draft: StoredDraft = { ...packItem(item), revision: written, savedAt: now, savedBy: actor };
        return { draft, versioned };
      });
    },

    /** Deletes the item's draft if it is still at `revision`; its versions stay. */
    async discardDraft(type: ContentType, key: string, revision: number) {
      if (!(await removeDraftAt(db, type, key, revision))) throw new DraftConflict(await findDraft(db, type, key));
    },

    /** The item's versions, newest first. */
    versions: (type: ContentType, key: string) => listVersions(db, type, key),

    /** One version with its data, or null. */
    version: (type: ContentType, key: string, id: number) => findVersion(db, type, key, id),

    /** Makes a version the item's draft (from the draft's `revision`), to be published or edited further. */
    async restoreVersion(type: ContentType, key: string, id: number, revision: number, actor: string) {
      const version = await findVersion(db, type, key, id);
      if (!version) throw new NoSuchVersion();
      const now = new Date().toISOString();
      const item: PackItem = { type, key, data: version.data };
      return db.transaction().execute(async (trx) => {
        const written = await writeDraftAt(trx, item, revision, actor, now);
        if (written === false) throw new DraftConflict(await findDraft(trx, type, key));
        await addVersion(trx, item, { kind: 'restored', actor, now });
        const draft: StoredDraft = { ...item, revision: written, savedAt: now, savedBy: actor };
        return { draft, from: version };
      });
    },

    /**
     * Moves a published post to `newKey`, its page's new address, with redirects from the old address in both
     * languages, in one publish (server/content/rename.ts). ContentInvalid names the key when the new one is taken;
     * ContentConflict when the item moved since `revision` (or someone changed the redirects meanwhile).
     */
    async renameItem(type: ContentType, key: string, newKey: string, revision: number, actor: string) {
      const newFile = packFile(type, newKey);
      let moved: StoredItem | null = null;
      let next: PackItem[] = [];
      let redirectsRevision = 0;
      const prepare = async () => {
        const stored = await listStoredItems(db);
        const current = stored.find((each) => each.type === type && each.key === key) ?? null;
        if (!current || current.revision !== revision) throw new ContentConflict(current);
        const taken = stored.some((each) => each.type === type && each.key === newKey)
          ? 'Another item has this address'
          : (await findDraft(db, type, newKey))
            ? 'A draft has this address: publish or discard it first'
            : null;
        if (taken) throw new ContentInvalid([{ file: packFile(type, key), field: 'key', message: taken }]);
        moved = current;
        redirectsRevision = stored.find((each) => each.type === 'redirects')?.revision ?? 0;
        next = renamedItems(stored.map(packItem), type, key, newKey);
        const checked = checkPack(next);
        if (!checked.pack) throw new ContentInvalid(checked.errors);
        return next;
      };
      const now = new Date().toISOString();
      const commit = () =>
        db.transaction().execute(async (trx) => {
          const from = moved!;
          const item: PackItem = { type, key: newKey, data: from.data };
          const redirects = next.find((each) => each.type === 'redirects')!;
          if (!(await removeItemAt(trx, type, key, revision))) throw new ContentConflict(null);
          const written = await writeItemAt(trx, item, 0, actor, now);
          const redirectsWritten = await writeItemAt(trx, redirects, redirectsRevision, actor, now);
          if (written === false || redirectsWritten === false) throw new ContentConflict(null);
          await addVersion(trx, packItem(from), { kind: 'unpublished', actor, now });
          await addVersion(trx, item, { kind: 'published', revision: written, actor, now });
          await addVersion(trx, redirects, { kind: 'published', revision: redirectsWritten, actor, now });
          // The item's draft moves with it: under the old key it would be a page of its own once published.
          const draft = await findDraft(trx, type, key);
          if (draft) {
            await removeDraftAt(trx, type, key, draft.revision);
            await writeDraftAt(trx, { type, key: newKey, data: draft.data }, 0, draft.savedBy, draft.savedAt);
          }
          await recordPublication(trx, actor, `moved ${packFile(type, key)} to ${newFile}`, now);
          return written;
        });
      const published = await onSite(prepare, commit, { type, key });
      const item = { type, key: newKey, data: moved!.data, revision: published.committed, updatedAt: now, updatedBy: actor };
      return { item, changed: published.changed, rendered: published.rendered, ms: published.ms };
    },

    /** Publishes one item as `data`, checked alone and with every other item, if it is still at `revision` (0: new). */
    async publishItem(item: PackItem, revision: number, actor: string) {
      const own = await checkAlone(item);
      if (own.errors.length) throw new ContentInvalid(own.errors);
      return publishChange(item, revision, { remove: false }, actor);
    },

    /**
     * Schedules the item's publish as `data` at `publishAt` (checked alone now, with the whole pack at that time),
     * replacing a pending schedule of it. ContentInvalid when the item does not pass its own checks.
     */
    async schedulePublish(item: PackItem, revision: number, publishAt: string, actor: string) {
      const own = await checkAlone(item);
      if (own.errors.length) throw new ContentInvalid(own.errors);
      const now = new Date().toISOString();
      return db
        .transaction()
        .execute((trx) => replaceSchedule(trx, item, { revision, publishAt, actor, now }));
    },

    /** Cancels the item's pending schedule; NoSchedule when it has none (or an instance is publishing it now). */
    async cancelSchedule(type: ContentType, key: string, actor: string) {
      const now = new Date().toISOString();
      if (!(await cancelPending(db, type, key, now, `cancelled by ${actor}`))) throw new NoSchedule();
    },

    /**
     * Publishes every due schedule this instance can claim, one at a time. Each is done exactly once: its publish
     * commits only while `token`'s claim holds (lapsed after `leaseMs`); a refusal (invalid, a publish since) ends it
     * as failed with the reason, shown in the studio. Returns what each came to.
     */
    async runDueSchedules(token: string, leaseMs: number) {
      const now = new Date();
      const claimed = await claimDue(db, {
        token,
        now: now.toISOString(),
        until: new Date(now.getTime() + leaseMs).toISOString(),
        limit: 10,
      });
      const results: { id: number; state: 'done' | 'failed' | 'lost'; outcome: string }[] = [];
      for (const schedule of claimed) {
        const actor = `${schedule.createdBy} (scheduled)`;
        const target: PackItem = { type: schedule.type, key: schedule.key, data: schedule.data };
        const finish = async (trx: Transaction<Database>) => {
          const outcome = `published at ${new Date().toISOString()}`;
          if (!(await finishClaimed(trx, schedule.id, token, { state: 'done', now: new Date().toISOString(), outcome })))
            throw new ClaimLost();
        };
        try {
          const own = await checkAlone(target);
          if (own.errors.length) throw new ContentInvalid(own.errors);
          const published = await publishChange(target, schedule.revision, { remove: false, also: finish }, actor);
          await audit?.record(
            { actor, ip: null },
            {
              action: 'content.published',
              target: packFile(schedule.type, schedule.key),
              detail: `scheduled for ${schedule.publishAt}; revision ${published.item?.revision}`,
            },
          );
          results.push({ id: schedule.id, state: 'done', outcome: 'published' });
        } catch (error) {
          if (error instanceof ClaimLost || (error instanceof PublishFailed && error.cause instanceof ClaimLost)) {
            results.push({ id: schedule.id, state: 'lost', outcome: 'another instance published it' });
            continue;
          }
          const outcome =
            error instanceof ContentInvalid
              ? `not published: ${error.errors.map((each) => `${each.field || each.file}: ${each.message}`).join('; ')}`
              : error instanceof ContentConflict
                ? 'not published: someone published this item after it was scheduled'
                : `not published: ${error instanceof Error ? error.message : String(error)}`;
          const ended = await finishClaimed(db, schedule.id, token, {
            state: 'failed',
            now: new Date().toISOString(),
            outcome: outcome.slice(0, 1000),
          });
          if (ended) {
            await audit?.record(
              { actor, ip: null },
              {
                action: 'content.published',
                target: packFile(schedule.type, schedule.key),
                outcome: 'failure',
                detail: outcome.slice(0, 200),
              },
            );
          }
          results.push({ id: schedule.id, state: ended ? 'failed' : 'lost', outcome });
        }
      }
      return results;
    },

    /** Takes a collection's item off the site, if it is still at `revision`. */
    unpublishItem: (type: ContentType, key: string, revision: number, actor: string) =>
      publishChange({ type, key, data: null }, revision, { remove: true }, actor),

    /** Reads a pack folder and imports it; a file that cannot be read is an error like any other, and stops it all. */
    async importDir(dir: string, who: AuditActor): Promise<ImportResult> {
      const read = readPackDir(dir);
      const originals = read.errors.length ? null : await checkOriginals(dir, read.items);
      read.errors.push(...(originals?.errors ?? []));
      if (read.errors.length) {
        await audit?.record(who, {
          action: 'content.imported',
          outcome: 'refused',
          detail: `${read.errors.length} errors`,
        });
        return { ok: false, errors: read.errors };
      }
      return importItems(read.items, who, originals?.store);
    },

    /** The stored items, as they were imported or saved. */
    items: () => listItems(db),

    /** Writes the stored items as a pack folder, and removes the pack files there that no stored item has. */
    async exportDir(dir: string) {
      const items = await listItems(db);
      writePackDir(dir, items);
      for (const item of items.filter((each) => each.type === 'media')) {
        const file = (item.data as { file: string }).file;
        const bytes = await media?.original(file);
        if (!bytes) continue;
        fs.mkdirSync(path.join(dir, MEDIA_FILES_DIR), { recursive: true });
        fs.writeFileSync(path.join(dir, MEDIA_FILES_DIR, file), bytes);
      }
      return items.length;
    },

    /** A fresh install: the repository's pack goes into an empty store. Content already stored is never touched. */
    async seed(dir: string) {
      if ((await countItems(db)) > 0) return 0;
      const checked = checkPackDir(dir);
      if (!checked.pack) throw new Error(`The content pack in ${dir} is not valid`, { cause: checked.errors });
      const originals = await checkOriginals(dir, checked.items);
      if (originals.errors.length) throw new Error(`The content pack in ${dir} is not valid`, { cause: originals.errors });
      await originals.store('seed');
      // One transaction: a start stopped half-way leaves no half-seeded store that a later start would take as seeded.
      const now = new Date().toISOString();
      return db.transaction().execute((trx) => insertMissingItems(trx, checked.items, 'seed', now));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
