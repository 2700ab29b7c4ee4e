// Where each image of the media library is used (issue 36, decision 0082): the published items and the drafts whose
// fields name it (contracts/content/media.ts `mediaFields`). The studio lists it beside each image; the check at
// publish (contracts/content/pack.ts) is what refuses to take out an image a published item uses.
import type { ContentType } from '#contracts/content/index.ts';
import { mediaFields, mediaKeysAt } from '#contracts/content/media.ts';
import { itemTitle, packFile } from '#contracts/content/pack.ts';
import type { MediaUse } from '#contracts/media.ts';

export type UsageEntry = { type: ContentType; key: string; data: unknown; draft: boolean };
/** The stored items and drafts, as the content store has them (server/app.ts joins the two domains). */
export type UsageSource = () => Promise<UsageEntry[]>;

export function mediaUsage(entries: readonly UsageEntry[]): Record<string, MediaUse[]> {
  const usage: Record<string, MediaUse[]> = {};
  for (const { type, key, data, draft } of entries) {
    const fields: readonly string[] = (mediaFields as Partial<Record<ContentType, readonly string[]>>)[type] ?? [];
    for (const field of fields)
      for (const { path, key: named } of mediaKeysAt(data, field)) {
        const uses = (usage[named] ??= []);
        // A draft naming the same image as its published item is one use.
        if (uses.some((use) => use.type === type && use.key === key && use.field === path)) continue;
        uses.push({ type, key, file: packFile(type, key), title: itemTitle(data), field: path, draft });
      }
  }
  return usage;
}
