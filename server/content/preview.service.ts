// Previews (issue 35, decision 0076): an item's page rendered with a draft in its place, by the build's own code, never
// published and never on disk. The studio asks as one types; a shared link opens the item's current draft for whoever
// holds it, signed and until it expires, with its token in the link's #fragment so no server ever sees it in a URL.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LINK_DAYS, previewPath } from '#contracts/content/api.ts';
import { type ContentType, contentTypes } from '#contracts/content/index.ts';
import { type PackItem, checkPack, itemTitle } from '#contracts/content/pack.ts';
import type { Locale } from '#contracts/locale.ts';
import type { Db } from '../db/connect.ts';
import { serverKey } from '../db/server-keys.ts';
import { findStoredItem, listStoredItems } from './content.repository.ts';
import { ContentInvalid, contentErrorOf } from './content.service.ts';
import { findDraft } from './versions.repository.ts';

/** The item has no page of its own (the general conditions are a PDF). */
export class NoPreview extends Error {}

type Previewer = { preview(items: readonly PackItem[], pathname: string): Promise<string> };

const day = 24 * 60 * 60 * 1000;
const signature = (key: Buffer, message: string) => createHmac('sha256', key).update(message).digest('base64url');

export function createPreviews({ db, site, now = () => new Date() }: { db: Db; site: Previewer; now?: () => Date }) {
  const linkKey = () => serverKey(db, 'preview-links');

  /** The item's page with `data` in its place, in `locale`: ContentInvalid naming each field, NoPreview, or HTML. */
  async function render(target: PackItem, locale: Locale) {
    // Redirects are no page: what they do shows on the pages they lead to.
    if (target.type === 'redirects' || target.type === 'media') throw new NoPreview();
    const stored = await listStoredItems(db);
    const items = stored
      .filter((item) => !(item.type === target.type && item.key === target.key))
      .map(({ type, key, data }): PackItem => ({ type, key, data }));
    items.push(target);
    const checked = checkPack(items);
    if (!checked.pack) throw new ContentInvalid(checked.errors);
    const path = previewPath(target.type, target.key, locale);
    try {
      return { html: await site.preview(items, path), path };
    } catch (error) {
      const invalid = contentErrorOf(error);
      if (invalid) throw new ContentInvalid([invalid]);
      if (error instanceof Error && error.message.startsWith('The site has no page at')) throw new NoPreview();
      throw error;
    }
  }

  return {
    render,

    /** A link's token for the item: its type, key and expiry, signed with this site's preview key. */
    async sign(type: ContentType, key: string) {
      const expires = now().getTime() + PREVIEW_LINK_DAYS * day;
      const message = `${type}.${key}.${expires}`;
      return { token: `${message}.${signature(await linkKey(), message)}`, expiresAt: new Date(expires).toISOString() };
    },

    /**
     * Renders the item a token names, from its current draft (else as published), or null when the token is not one
     * this site signed, has expired, or names an item that is gone. The signature is checked before anything is read.
     */
    async open(token: string, locale: Locale) {
      const match = /^([a-zA-Z]+)\.([a-z0-9-]{1,100})\.(\d{13})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, type, key, expires, given] = match as unknown as [string, string, string, string, string];
      if (!(type in contentTypes) || Number(expires) <= now().getTime()) return null;
      const expected = Buffer.from(signature(await linkKey(), `${type}.${key}.${expires}`));
      const received = Buffer.from(given);
      if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
      const [draft, item] = await Promise.all([
        findDraft(db, type as ContentType, key),
        findStoredItem(db, type as ContentType, key),
      ]);
      const source = draft ?? item;
      if (!source) return null;
      const rendered = await render({ type: type as ContentType, key, data: source.data }, locale);
      return { ...rendered, expiresAt: new Date(Number(expires)).toISOString(), title: itemTitle(source.data) };
    },
  };
}
export type Previews = ReturnType<typeof createPreviews>;
