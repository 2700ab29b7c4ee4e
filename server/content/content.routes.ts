// /api/admin/content (issue 35, decision 0073): the stored content read and published item by item. Registered under
// /api/admin, where the access guard has checked the session and the role before any body is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_BODY_LIMIT_BYTES,
  type ContentConflictResponse,
  type ContentDraft,
  type ContentDraftConflictResponse,
  type ContentDraftResponse,
  ContentDraftRevisionSchema,
  ContentDraftSchema,
  type ContentPreviewLinkResponse,
  type ContentPreviewResponse,
  ContentPreviewSchema,
  type PreviewOpenResponse,
  PreviewOpenSchema,
  type ContentSchedule,
  type ContentScheduleResponse,
  ContentScheduleSchema,
  type ContentVersionResponse,
  type ContentVersionsResponse,
  ContentVersionParamsSchema,
  type ContentItemResponse,
  type ContentListResponse,
  ContentParamsSchema,
  ContentPublishSchema,
  type ContentPublishedResponse,
  type ContentSummary,
  type ContentTypeInfo,
  type ContentTypesResponse,
  ContentRenameSchema,
  ContentUnpublishSchema,
  type JsonSchema,
  contentTexts,
  contentTypeLabels,
} from '#contracts/content/api.ts';
import { type ContentType, contentTypes } from '#contracts/content/index.ts';
import { missingTexts } from '#contracts/content/languages.ts';
import { renamableTypes } from '#contracts/content/paths.ts';
import { type PackError, itemTitle, packFile } from '#contracts/content/pack.ts';
import type { AuditTrail } from '../audit/index.ts';
import { actorOf } from '../auth/index.ts';
import { HttpError } from '../http/http-error.ts';
import { parseBody } from '../http/parse-body.ts';
import { routeParams } from '../http/route-id.ts';
import type { StoredItem } from './content.repository.ts';
import {
  ContentConflict,
  ContentInvalid,
  type ContentService,
  DraftConflict,
  NoSchedule,
  NoSuchVersion,
  PublishFailed,
} from './content.service.ts';
import { NoPreview, type Previews } from './preview.service.ts';
import type { StoredSchedule } from './schedule.repository.ts';
import type { StoredDraft } from './versions.repository.ts';

/** An item as stored: its published version, its draft, its scheduled publish, or some of them. */
type Entry = { item: StoredItem | null; draft: StoredDraft | null; schedule?: StoredSchedule | null };

function summary({ item, draft, schedule = null }: Entry): ContentSummary {
  const { type, key, data } = (draft ?? item ?? schedule)!;
  const pending = schedule?.state === 'pending' ? schedule : null;
  const drafted = draft && (!item || draft.savedAt >= item.updatedAt);
  return {
    type,
    key,
    file: packFile(type, key),
    title: itemTitle(data),
    revision: item?.revision ?? 0,
    updatedAt: drafted ? draft.savedAt : (item?.updatedAt ?? schedule!.createdAt),
    updatedBy: drafted ? draft.savedBy : (item?.updatedBy ?? schedule!.createdBy),
    status: pending
      ? 'scheduled'
      : !item
        ? 'draft'
        : draft && JSON.stringify(draft.data) !== JSON.stringify(item.data)
          ? 'changed'
          : 'published',
    draft: draft && { revision: draft.revision, savedAt: draft.savedAt, savedBy: draft.savedBy },
    scheduledAt: pending?.publishAt ?? null,
    missing: missingTexts(data),
  };
}
const withData = (item: StoredItem, draft: StoredDraft | null = null, schedule: StoredSchedule | null = null) => ({
  ...summary({ item, draft, schedule }),
  data: item.data,
});
const scheduleOf = (schedule: StoredSchedule | null): ContentSchedule | null =>
  schedule && (schedule.state === 'pending' || schedule.state === 'failed')
    ? {
        id: schedule.id,
        publishAt: schedule.publishAt,
        createdBy: schedule.createdBy,
        createdAt: schedule.createdAt,
        state: schedule.state,
        outcome: schedule.outcome,
      }
    : null;
const draftOf = (draft: StoredDraft | null): ContentDraft | null =>
  draft && { revision: draft.revision, savedAt: draft.savedAt, savedBy: draft.savedBy, data: draft.data };

/** Each error under its field ('title.nl'); an error in another file under that file's name, for what spans items. */
function fieldErrorsOf(errors: readonly PackError[], ownFile: string) {
  const fields: Record<string, string[]> = {};
  for (const { file, field, message } of errors) {
    const name = file === ownFile ? field || '(item)' : `${file}${field ? `: ${field}` : ''}`;
    (fields[name] ??= []).push(message);
  }
  return fields;
}

/** A page (one file) is named by its fixed key; a collection's item by its own. */
function paramsOf(request: FastifyRequest) {
  const { type, key } = routeParams(ContentParamsSchema, request.params, contentTexts.noSuchItem);
  const kind = contentTypes[type];
  if (!('dir' in kind) && key !== kind.file.split('/').pop()) throw new HttpError(404, contentTexts.noSuchItem);
  return { type, key, file: packFile(type, key) };
}

/** The preview of an item, or a 400 naming the fields to correct first, or a 404 for an item with no page. */
async function previewOf<T>(ownFile: string, render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof ContentInvalid) {
      throw new HttpError(400, contentTexts.previewInvalid, fieldErrorsOf(error.errors, ownFile));
    }
    if (error instanceof NoPreview) throw new HttpError(404, contentTexts.noPreview);
    throw error;
  }
}

/** POST /api/preview: a shared link's draft, for whoever holds the link; never indexed, never cached. */
export async function previewRoutes(app: FastifyInstance, { previews }: { previews: Previews }) {
  app.post('/preview', async (request, reply): Promise<PreviewOpenResponse> => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    const { token, locale } = parseBody(PreviewOpenSchema, request.body, ['token', 'locale']);
    const opened = await previewOf('', async () => {
      const found = await previews.open(token, locale);
      if (!found) throw new HttpError(403, contentTexts.previewLinkInvalid);
      return found;
    });
    return { success: true, ...opened };
  });
}

export async function contentRoutes(
  app: FastifyInstance,
  { content, audit, previews }: { content: ContentService; audit: AuditTrail; previews: Previews },
) {
  // The item's page with the form's data in its place, as one types (decision 0076).
  app.post('/content/:type/:key/preview', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    const { data, locale } = parseBody(ContentPreviewSchema, request.body, ['data', 'locale']);
    reply.header('cache-control', 'no-store');
    const { html, path } = await previewOf(file, () => previews.render({ type, key, data }, locale));
    return { success: true, html, path } satisfies ContentPreviewResponse;
  });

  // A link to the item's draft for someone who is not signed in: its token after '#', signed, for PREVIEW_LINK_DAYS.
  app.post('/content/:type/:key/preview-link', async (request) => {
    const { type, key, file } = paramsOf(request);
    const { item, draft } = await content.find(type, key);
    if (!item && !draft) throw new HttpError(404, contentTexts.noSuchItem);
    const { token, expiresAt } = await previews.sign(type, key);
    request.audited = true;
    await audit.record(actorOf(request), { action: 'content.preview_shared', target: file, detail: `until ${expiresAt}` });
    return { success: true, link: `/admin/preview#${token}`, expiresAt } satisfies ContentPreviewLinkResponse;
  });

  app.get('/content', async (): Promise<ContentListResponse> => ({
    success: true,
    items: (await content.list()).map(summary),
  }));

  // Generated from the zod schemas, the one source of every form field and check (decision 0073): on the first
  // request, not at every start, since most starts never open the studio.
  let types: ContentTypeInfo[] | null = null;
  const typeInfos = (): ContentTypeInfo[] => (Object.keys(contentTypeLabels) as ContentType[]).map((type) => {
    const kind = contentTypes[type];
    return {
      type,
      label: contentTypeLabels[type],
      collection: 'dir' in kind,
      ...('dir' in kind ? {} : { key: kind.file.split('/').pop()! }),
      schema: z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    };
  });
  app.get('/content/types', async (): Promise<ContentTypesResponse> => ({ success: true, types: (types ??= typeInfos()) }));

  app.get('/content/:type/:key', async (request): Promise<ContentItemResponse> => {
    const { type, key } = paramsOf(request);
    const { item, draft, schedule } = await content.find(type, key);
    if (!item && !draft && schedule?.state !== 'pending') throw new HttpError(404, contentTexts.noSuchItem);
    return {
      success: true,
      item: item && withData(item, draft, schedule),
      draft: draftOf(draft),
      schedule: scheduleOf(schedule),
    };
  });

  // A publish at a chosen time (decision 0075): the item is checked on its own now and with the whole pack when it
  // is published; a pending schedule of the item is replaced.
  app.put('/content/:type/:key/schedule', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request) => {
    const { type, key, file } = paramsOf(request);
    const { revision, data, at } = parseBody(ContentScheduleSchema, request.body, ['revision', 'data', 'at']);
    const record = (outcome: 'success' | 'refused', detail: string) =>
      audit.record(actorOf(request), { action: 'content.scheduled', target: file, outcome, detail });
    request.audited = true;
    try {
      const publishAt = new Date(at).toISOString();
      const schedule = await content.schedulePublish({ type, key, data }, revision, publishAt, request.admin!.username);
      await record('success', `for ${publishAt}`);
      return { success: true, schedule: scheduleOf(schedule)! } satisfies ContentScheduleResponse;
    } catch (error) {
      if (!(error instanceof ContentInvalid)) throw error;
      await record('refused', `${error.errors.length} errors`);
      throw new HttpError(400, contentTexts.scheduleInvalid, fieldErrorsOf(error.errors, file));
    }
  });

  app.post('/content/:type/:key/schedule/cancel', async (request) => {
    const { type, key, file } = paramsOf(request);
    try {
      await content.cancelSchedule(type, key, request.admin!.username);
    } catch (error) {
      if (error instanceof NoSchedule) throw new HttpError(404, contentTexts.noSchedule);
      throw error;
    }
    request.audited = true;
    await audit.record(actorOf(request), { action: 'content.schedule_cancelled', target: file });
    return { success: true };
  });

  /** A draft's save, discard or restore answered: 409 with the stored draft when another save came first. */
  async function answerDraft<T>(reply: FastifyReply, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DraftConflict)) throw error;
      const body: ContentDraftConflictResponse = {
        success: false,
        error: contentTexts.draftConflict,
        code: 'conflict',
        current: draftOf(error.current),
      };
      return reply.code(409).send(body);
    }
  }

  // Saved as one types (decision 0074): a draft is not checked against its schema until it is published, but it is an
  // item of a known type and key, at most CONTENT_BODY_LIMIT_BYTES, and only written from the revision it was read at.
  // The audit trail has one line per version, not one per keystroke.
  app.put('/content/:type/:key/draft', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    const { revision, data } = parseBody(ContentDraftSchema, request.body, ['revision', 'data']);
    return answerDraft(reply, async (): Promise<ContentDraftResponse> => {
      const { draft, versioned } = await content.saveDraft({ type, key, data }, revision, request.admin!.username);
      if (versioned) {
        request.audited = true;
        await audit.record(actorOf(request), { action: 'content.draft_saved', target: file });
      }
      return { success: true, draft: draftOf(draft) };
    });
  });

  app.post('/content/:type/:key/draft/discard', async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    const { revision } = parseBody(ContentDraftRevisionSchema, request.body, ['revision']);
    return answerDraft(reply, async (): Promise<ContentDraftResponse> => {
      await content.discardDraft(type, key, revision);
      request.audited = true;
      await audit.record(actorOf(request), { action: 'content.draft_discarded', target: file });
      return { success: true, draft: null };
    });
  });

  app.get('/content/:type/:key/versions', async (request): Promise<ContentVersionsResponse> => {
    const { type, key } = paramsOf(request);
    return { success: true, versions: await content.versions(type, key) };
  });

  const versionParams = (request: FastifyRequest) => {
    const { type, key, id } = routeParams(ContentVersionParamsSchema, request.params, contentTexts.noSuchVersion);
    return { ...paramsOf(request), type, key, id };
  };

  app.get('/content/:type/:key/versions/:id', async (request): Promise<ContentVersionResponse> => {
    const { type, key, id } = versionParams(request);
    const version = await content.version(type, key, id);
    if (!version) throw new HttpError(404, contentTexts.noSuchVersion);
    return { success: true, version };
  });

  app.post('/content/:type/:key/versions/:id/restore', async (request, reply) => {
    const { type, key, file, id } = versionParams(request);
    const { revision } = parseBody(ContentDraftRevisionSchema, request.body, ['revision']);
    return answerDraft(reply, async (): Promise<ContentDraftResponse> => {
      try {
        const { draft } = await content.restoreVersion(type, key, id, revision, request.admin!.username);
        request.audited = true;
        await audit.record(actorOf(request), { action: 'content.restored', target: file, detail: `version ${id}` });
        return { success: true, draft: draftOf(draft) };
      } catch (error) {
        if (error instanceof NoSuchVersion) throw new HttpError(404, contentTexts.noSuchVersion);
        throw error;
      }
    });
  });

  /** Runs a publish and answers it; every outcome is in the audit trail, with the file it was about. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    file: string,
    work: () => ReturnType<ContentService['publishItem']>,
  ) {
    const record = (outcome: 'success' | 'failure' | 'refused', detail: string) =>
      audit.record(actorOf(request), { action, target: file, outcome, detail });
    request.audited = true;
    try {
      const { item, changed, rendered, ms } = await work();
      const files = `${changed} files, ${rendered} pages rendered`;
      await record('success', item ? `revision ${item.revision}; ${files}` : files);
      return {
        success: true,
        item: item && summary(await content.find(item.type, item.key)),
        publish: { changed, rendered, ms },
      } satisfies ContentPublishedResponse;
    } catch (error) {
      if (error instanceof ContentInvalid) {
        await record('refused', `${error.errors.length} errors`);
        throw new HttpError(400, contentTexts.invalid, fieldErrorsOf(error.errors, file));
      }
      if (error instanceof ContentConflict) {
        await record('refused', `conflict at revision ${error.current?.revision ?? 0}`);
        const body: ContentConflictResponse = {
          success: false,
          error: contentTexts.conflict,
          code: 'conflict',
          current: error.current && withData(error.current),
        };
        return reply.code(409).send(body);
      }
      if (error instanceof PublishFailed) {
        request.log.error({ err: error.cause ?? error }, 'publish failed');
        await record('failure', error.message.slice(0, 200));
        const full = (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC';
        return reply
          .code(full ? 507 : 500)
          .send({ success: false, error: full ? contentTexts.diskFull : contentTexts.renderFailed, code: 'publish_failed' });
      }
      throw error;
    }
  }

  app.put('/content/:type/:key', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    const { revision, data } = parseBody(ContentPublishSchema, request.body, ['revision', 'data']);
    return answer(request, reply, 'content.published', file, () =>
      content.publishItem({ type, key, data }, revision, request.admin!.username),
    );
  });

  app.post('/content/:type/:key/rename', async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    if (!renamableTypes.includes(type)) throw new HttpError(400, contentTexts.notRenamable);
    const body = parseBody(ContentRenameSchema, request.body, ['revision', 'key']);
    if (body.key === key) throw new HttpError(400, contentTexts.invalid, { key: [contentTexts.sameKey] });
    return answer(request, reply, 'content.moved', file, () =>
      content.renameItem(type, key, body.key, body.revision, request.admin!.username),
    );
  });

  app.post('/content/:type/:key/unpublish', async (request, reply) => {
    const { type, key, file } = paramsOf(request);
    if (!('dir' in contentTypes[type])) throw new HttpError(400, contentTexts.notRemovable);
    const { revision } = parseBody(ContentUnpublishSchema, request.body, ['revision']);
    return answer(request, reply, 'content.unpublished', file, () =>
      content.unpublishItem(type, key, revision, request.admin!.username),
    );
  });
}
