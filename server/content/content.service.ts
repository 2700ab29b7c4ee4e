// The site's content in the database (issue 35, decision 0072): imported from a content pack after the whole pack is
// checked, exported back to one, and seeded from the repository's pack on a fresh install.
import { type PackError, type PackItem, checkPack } from '#contracts/content/pack.ts';
import { checkPackDir, readPackDir, writePackDir } from '#contracts/content/pack-files.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { Db } from '../db/connect.ts';
import { type ContentChanges, countItems, insertMissingItems, listItems, replaceItems } from './content.repository.ts';

export type ImportResult = { ok: true; changes: ContentChanges } | { ok: false; errors: PackError[] };

export function createContentService({ db, audit }: { db: Db; audit?: AuditTrail }) {
  /** Replaces the stored content with the items, all or nothing: any error in any file and nothing is written. */
  async function importItems(items: readonly PackItem[], who: AuditActor): Promise<ImportResult> {
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
    const changes = await db.transaction().execute((trx) => replaceItems(trx, items, who.actor ?? 'unknown', now));
    await audit?.record(who, {
      action: 'content.imported',
      detail: `${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`,
    });
    return { ok: true, changes };
  }

  return {
    importItems,

    /** Reads a pack folder and imports it; a file that cannot be read is an error like any other, and stops it all. */
    async importDir(dir: string, who: AuditActor): Promise<ImportResult> {
      const read = readPackDir(dir);
      if (read.errors.length) {
        await audit?.record(who, {
          action: 'content.imported',
          outcome: 'refused',
          detail: `${read.errors.length} errors`,
        });
        return { ok: false, errors: read.errors };
      }
      return importItems(read.items, who);
    },

    /** The stored items, as they were imported or saved. */
    items: () => listItems(db),

    /** Writes the stored items as a pack folder, and removes the pack files there that no stored item has. */
    async exportDir(dir: string) {
      const items = await listItems(db);
      writePackDir(dir, items);
      return items.length;
    },

    /** A fresh install: the repository's pack goes into an empty store. Content already stored is never touched. */
    async seed(dir: string) {
      if ((await countItems(db)) > 0) return 0;
      const checked = checkPackDir(dir);
      if (!checked.pack) throw new Error(`The content pack in ${dir} is not valid`, { cause: checked.errors });
      // One transaction: a start stopped half-way leaves no half-seeded store that a later start would take as seeded.
      const now = new Date().toISOString();
      return db.transaction().execute((trx) => insertMissingItems(trx, checked.items, 'seed', now));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
