// The content API under /api/admin/content (issue 35, decision 0073): what the studio and any other client send and
// get back. An item is published by sending its whole data with the revision it was read at; a revision that moved
// since is a conflict answered with the stored version, never overwritten.
import { z } from 'zod';
import { locales } from '../locale.ts';
import type { MarkdownKind } from '../markdown.ts';
import { type ContentType, contentTypes } from './index.ts';

export const contentTypeNames = Object.keys(contentTypes) as [ContentType, ...ContentType[]];

/** An item's key in a path: a collection item's slug, or a page's fixed name. */
export const ContentKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100);
export const ContentParamsSchema = z.object({ type: z.enum(contentTypeNames), key: ContentKeySchema });

/** The largest request the content API reads: a post's two bodies at their limit fit with room; a 5 MB body is read and refused by field. */
export const CONTENT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const revision = z
  .number({ error: 'The revision you started from: 0 for a new item' })
  .int()
  .min(0)
  .max(2 ** 31 - 1);

/** What made a version of an item: a save of its draft, a publish, a removal from the site, a restore. */
export const contentVersionKinds = ['draft', 'published', 'unpublished', 'restored', 'imported'] as const;
export type ContentVersionKind = (typeof contentVersionKinds)[number];
/** A version's id in a path. */
export const ContentVersionParamsSchema = ContentParamsSchema.extend({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number),
});

/** PUT /api/admin/content/:type/:key/draft: save the draft as `data`, from the draft revision it was read at (0: none). */
export const ContentDraftSchema = z.strictObject({ revision, data: z.unknown() });
/** POST …/draft/discard, and POST …/versions/:id/restore: from the draft revision the editor has (0: none). */
export const ContentDraftRevisionSchema = z.strictObject({ revision });

/** How far ahead a publish may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;
/**
 * PUT /api/admin/content/:type/:key/schedule: publish `data` at `at` (an ISO date and time with its offset, in the
 * future), if the item is then still at `revision`. Replaces the item's pending schedule.
 */
export const ContentScheduleSchema = z.strictObject({
  revision,
  data: z.unknown(),
  at: z.iso
    .datetime({ offset: true, error: 'A date and time, such as 2026-12-24T09:00:00+01:00' })
    .refine((at) => Date.parse(at) > Date.now(), 'A time that has not passed yet')
    .refine(
      (at) => Date.parse(at) <= Date.now() + SCHEDULE_MAX_DAYS * 24 * 3_600_000,
      `At most ${SCHEDULE_MAX_DAYS} days ahead`,
    ),
});

export { previewPath } from './paths.ts';

/** How long a shared preview link opens the draft. */
export const PREVIEW_LINK_DAYS = 7;
/** POST /api/admin/content/:type/:key/preview: the item's page rendered with `data` in its place, not published. */
export const ContentPreviewSchema = z.strictObject({ data: z.unknown(), locale: z.enum(locales).default('en') });
/** POST /api/preview: a shared preview link's token (from its #fragment, never a URL a server sees). */
export const PreviewOpenSchema = z.strictObject({
  token: z.string().max(500),
  locale: z.enum(locales).default('en'),
});
export type ContentPreviewResponse = { success: true; html: string; path: string };
export type ContentPreviewLinkResponse = { success: true; link: string; expiresAt: string };
export type PreviewOpenResponse = ContentPreviewResponse & { expiresAt: string; title: string | null };

/** PUT /api/admin/content/:type/:key: publish the item as `data`, which must still be at `revision` (0: new). */
export const ContentPublishSchema = z.strictObject({ revision, data: z.unknown() });
export type ContentPublishRequest = z.infer<typeof ContentPublishSchema>;
/**
 * POST /api/admin/content/:type/:key/rename: give a published post a new address (`key`, its slug), the old one
 * redirecting to it in both languages (decision 0079).
 */
export const ContentRenameSchema = z.strictObject({
  revision,
  key: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase words joined by hyphens'),
});
/** The days the studio's list of not-found addresses covers (decision 0080); older counts are deleted. */
export const notFoundWindowDays = 30;
/** GET /api/admin/content/not-found: the addresses visitors found nothing at, most asked for first. */
export type NotFoundPathsResponse = {
  success: true;
  days: number;
  /** `lastSeen`: the last day (YYYY-MM-DD, UTC) it was asked for. */
  paths: { path: string; hits: number; lastSeen: string }[];
};
/** POST /api/admin/content/:type/:key/unpublish: take a collection's item off the site. */
export const ContentUnpublishSchema = z.strictObject({ revision });

/** What the studio calls each type, one item and the list. */
export const contentTypeLabels: Record<ContentType, { one: string; many: string }> = {
  post: { one: 'Post', many: 'Posts' },
  story: { one: 'Success story', many: 'Success stories' },
  job: { one: 'Vacancy', many: 'Vacancies' },
  legalDocument: { one: 'Legal page', many: 'Legal pages' },
  homePage: { one: 'Home page', many: 'Home page' },
  aboutPage: { one: 'About page', many: 'About page' },
  academyPage: { one: 'Academy page', many: 'Academy page' },
  implementationPage: { one: 'Implementation page', many: 'Implementation page' },
  jobsPage: { one: 'Jobs page', many: 'Jobs page' },
  contactPage: { one: 'Contact page', many: 'Contact page' },
  successStoriesPages: { one: 'Success stories pages', many: 'Success stories pages' },
  blogPages: { one: 'Blog pages', many: 'Blog pages' },
  pageCopy: { one: 'Page titles and heroes', many: 'Page titles and heroes' },
  team: { one: 'Team', many: 'Team' },
  clients: { one: 'Client logos', many: 'Client logos' },
  siteSettings: { one: 'Navigation and contact details', many: 'Navigation and contact details' },
  redirects: { one: 'Redirects', many: 'Redirects' },
  media: { one: 'Image', many: 'Media library' },
};

/** A JSON Schema (draft 2020-12) as zod writes it for a type's schema: what the studio's forms are generated from. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
  /** The field's name in the studio's form, where its key would say too little ('Header links' for `main`). */
  title?: string;
  /** 'text/markdown' on a Markdown field, edited in the studio's Markdown editor. */
  contentMediaType?: string;
  /** Which Markdown a field may hold (contracts/markdown.ts). */
  'x-markdown'?: MarkdownKind;
  /** A field naming an image of the media library (contracts/content/media.ts). */
  'x-media'?: boolean;
  /** An image's focal point, set by clicking on the image. */
  'x-focal'?: boolean;
  /** Set by the server (an upload's file and size): no field of the form; the media panel shows them. */
  readOnly?: boolean;
};
export type ContentTypeInfo = {
  type: ContentType;
  label: { one: string; many: string };
  /** A collection has many items, each its own key; a page is one item with a fixed key. */
  collection: boolean;
  /** A page's fixed key. */
  key?: string;
  schema: JsonSchema;
};
/** GET /api/admin/content/types: every type the studio edits, in the order it lists them. */
export type ContentTypesResponse = { success: true; types: ContentTypeInfo[] };

/** An item's draft: saved as one types, shared by its editors, published when someone publishes it. */
export type ContentDraftMeta = { revision: number; savedAt: string; savedBy: string };
export type ContentDraft = ContentDraftMeta & { data: unknown };
/**
 * 'published': live as stored. 'changed': live, with a draft that differs. 'draft': never published (or taken off
 * the site), only a draft. 'scheduled': a publish at a chosen time is pending.
 */
export type ContentStatus = 'published' | 'changed' | 'draft' | 'scheduled';

/** A publish at a chosen time: pending until it is done; a failed one says why until the next is scheduled. */
export type ContentSchedule = {
  id: number;
  publishAt: string;
  createdBy: string;
  createdAt: string;
  state: 'pending' | 'failed';
  outcome: string | null;
};

export type ContentSummary = {
  type: ContentType;
  key: string;
  /** Its file in a content pack: 'posts/measuring-roi-ai-projects.md'. */
  file: string;
  /** Its English title or name, for lists (the draft's when it has one); null for a page. */
  title: string | null;
  /** The published revision, 0 when only a draft is stored. */
  revision: number;
  /** The last change, published or drafted, and who made it. */
  updatedAt: string;
  updatedBy: string;
  status: ContentStatus;
  draft: ContentDraftMeta | null;
  /** When a pending scheduled publish is due. */
  scheduledAt: string | null;
  /** How many texts lack their English or their Dutch, in the draft if there is one. */
  missing: { en: number; nl: number };
};
export type ContentItem = ContentSummary & { data: unknown };
export type ContentListResponse = { success: true; items: ContentSummary[] };
/** GET /api/admin/content/:type/:key: the published item, its draft, or both (404 when neither is stored). */
export type ContentItemResponse = {
  success: true;
  item: ContentItem | null;
  draft: ContentDraft | null;
  schedule: ContentSchedule | null;
};
export type ContentScheduleResponse = { success: true; schedule: ContentSchedule };
export type ContentDraftResponse = { success: true; draft: ContentDraft | null };
/** 409: someone saved the draft since `revision`; `current` is their draft (null: it was published or discarded). */
export type ContentDraftConflictResponse = {
  success: false;
  error: string;
  code: 'conflict';
  current: ContentDraft | null;
};
export type ContentVersion = {
  id: number;
  kind: ContentVersionKind;
  /** The published revision a 'published' version became. */
  revision: number | null;
  savedAt: string;
  savedBy: string;
};
export type ContentVersionsResponse = { success: true; versions: ContentVersion[] };
export type ContentVersionResponse = { success: true; version: ContentVersion & { data: unknown } };
export type ContentPublishedResponse = {
  success: true;
  item: ContentSummary | null;
  /** Files the publish wrote, pages it rendered again (the rest kept: unchanged), and how long until live here. */
  publish: { changed: number; rendered: number; ms: number };
};
/** 409: someone published the item since `revision`; `current` is the stored version to compare with. */
export type ContentConflictResponse = { success: false; error: string; code: 'conflict'; current: ContentItem | null };

export { contentTexts } from './texts.ts';
