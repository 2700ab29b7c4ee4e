// One item's form in the studio (issue 35, decisions 0073 and 0074), generated from its type's schema. What is typed
// is kept in this browser at once and saved as the item's draft a moment later; the draft is published, discarded or
// replaced by any version from the history. A save or publish that someone else's came before shows both to choose.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  ContentConflictResponse,
  ContentDraft,
  ContentDraftConflictResponse,
  ContentItem,
  ContentSchedule,
  ContentTypeInfo,
  ContentVersion,
} from '#contracts/content/api.ts';
import { contentTexts } from '#contracts/content/api.ts';
import { missingTexts } from '#contracts/content/languages.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { contentKeys } from '#app/lib/admin/api/query-keys.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { toast } from '#app/lib/toast-store.ts';
import {
  cancelSchedule,
  contentItemQuery,
  discardDraft,
  schedulePublish,
  publishItem,
  restoreVersion,
  saveDraft,
  unpublishItem,
} from './api/content.ts';
import { Conflict } from './conflict.tsx';
import { differences } from './differences.ts';
import { History } from './history.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import { SeoPreview, hasSeoPreview } from './seo-preview.tsx';
import { card, titleOf } from './item-list.tsx';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-drafts.ts';
import { type FieldErrors, SchemaForm, emptyValue } from './schema-form.tsx';

/** A refusal the studio makes itself, before or instead of a call: its message is the one to show. */
class Refusal extends Error {}

/** How long after the last keystroke the draft is saved. */
const AUTOSAVE_AFTER_MS = 800;

type SaveState =
  | { state: 'idle' }
  | { state: 'unsaved' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

export function ItemEditor({
  type,
  item,
  draft,
  schedule: scheduled,
  isNew,
}: {
  type: ContentTypeInfo;
  item: ContentItem | null;
  draft: ContentDraft | null;
  schedule: ContentSchedule | null;
  isNew: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The preview beside the form, in its language: in the address, so a reload keeps it open.
  const previewLocale = params.get('preview') === 'nl' ? 'nl' : params.get('preview') === 'en' ? 'en' : null;
  const showPreview = (locale: 'en' | 'nl' | null) => {
    const next = new URLSearchParams(params);
    if (locale) next.set('preview', locale);
    else next.delete('preview');
    setParams(next, { replace: true });
  };
  const [key, setKey] = useState(item?.key ?? type.key ?? '');
  const stored = draft?.data ?? item?.data ?? emptyValue(type.schema);
  const [data, setData] = useState<unknown>(stored);
  // What this browser kept that the server has not: offered back, never applied unasked.
  const [kept, setKept] = useState(() => {
    const local = typeof window === 'undefined' ? null : readLocalDraft(type.type, isNew ? '' : key);
    return local && !same(local.data, stored) ? local : null;
  });
  const [revision, setRevision] = useState(item?.revision ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ContentConflictResponse | null>(null);
  const [draftConflict, setDraftConflict] = useState<ContentDraftConflictResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [save, setSave] = useState<SaveState>(draft ? { state: 'saved', at: draft.savedAt } : { state: 'idle' });
  const [hasDraft, setHasDraft] = useState(Boolean(draft));
  const [schedule, setSchedule] = useState(scheduled);

  const draftRevision = useRef(draft?.revision ?? 0);
  const latest = useRef(data);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const blocked = useRef(false);
  const autosave = !isNew;

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all, exact: true });
    void queryClient.invalidateQueries({ queryKey: contentKeys.versions(type.type, key) });
  }, [queryClient, type.type, key]);

  /** Saves what the form holds as the draft, after any save in flight; false when it could not be saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    if (!dirty.current) return true;
    if (blocked.current) return false;
    const snapshot = latest.current;
    dirty.current = false;
    setSave({ state: 'saving' });
    const run = (async () => {
      try {
        const answer = await saveDraft(type.type, key, draftRevision.current, snapshot);
        draftRevision.current = answer.draft?.revision ?? 0;
        setHasDraft(true);
        setSave({ state: 'saved', at: answer.draft?.savedAt ?? new Date().toISOString() });
        if (latest.current === snapshot) clearLocalDraft(type.type, key);
        refreshLists();
        return true;
      } catch (error) {
        dirty.current = true;
        if (error instanceof ApiError && error.status === 409) {
          blocked.current = true;
          setDraftConflict(error.body as ContentDraftConflictResponse);
          setSave({ state: 'failed', message: 'Not saved: someone else saved a draft of this item' });
        } else if (error instanceof ApiError && error.status === 401) {
          setSave({
            state: 'failed',
            message:
              'Not saved: you are signed out. Your changes are kept in this browser: sign in again and open this item to bring them back.',
          });
        } else {
          setSave({
            state: 'failed',
            message: `Not saved: ${serverMessage(error, 'the studio could not be reached')}. Your changes are kept in this browser.`,
          });
        }
        return false;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [type.type, key, refreshLists]);

  const change = (next: unknown) => {
    setData(next);
    latest.current = next;
    dirty.current = true;
    if (autosave && !blocked.current) setSave({ state: 'unsaved' });
    writeLocalDraft(type.type, isNew ? '' : key, next);
  };

  useEffect(() => {
    if (!autosave || !dirty.current) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [data, autosave, flush]);

  // A tab that is hidden (switched away from, or closing) saves what it has at once.
  useEffect(() => {
    if (!autosave) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [autosave, flush]);

  /** Runs a publish, removal, restore or discard; a 409 shows the conflict of its kind, anything else its message. */
  const run = async (work: () => Promise<unknown>, done: string, failed: string, conflictOf: 'item' | 'draft') => {
    setPending(true);
    setMessage(null);
    try {
      await work();
      setErrors({});
      setConflict(null);
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        if (conflictOf === 'item') setConflict(error.body as ContentConflictResponse);
        else setDraftConflict(error.body as ContentDraftConflictResponse);
      } else if (error instanceof ApiError) {
        setErrors(error.envelope?.fieldErrors ?? {});
        setMessage(serverMessage(error, failed));
      } else {
        setMessage(error instanceof Refusal ? error.message : failed);
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  const publish = (at = revision) =>
    run(async () => {
      // The draft holds what is published, so the server knows it is done with it.
      if (autosave && !(await flush())) throw new Refusal('Nothing was published: the draft could not be saved first.');
      const answer = await publishItem(type.type, key, at, latest.current);
      setRevision(answer.item?.revision ?? at);
      clearLocalDraft(type.type, isNew ? '' : key);
      if (isNew) void navigate(`?edit=${type.type}/${key}`, { replace: true });
    }, 'Published: the live site has it now', 'Nothing was published', 'item');

  const createDraft = () =>
    run(
      async () => {
        // A new item's draft never lands on an item that exists: its key is another's.
        const taken = await queryClient.fetchQuery(contentItemQuery(type.type, key)).then(
          () => true,
          () => false,
        );
        if (taken) {
          setErrors({ '(item)': [contentTexts.exists] });
          throw new Refusal(contentTexts.exists);
        }
        await saveDraft(type.type, key, 0, latest.current);
        clearLocalDraft(type.type, '');
        void navigate(`?edit=${type.type}/${key}`, { replace: true });
      },
      'Draft saved: it is not on the site until you publish it',
      'The draft was not saved',
      'draft',
    );

  const restore = (version: ContentVersion) =>
    run(
      async () => {
        // What the form held is replaced: no save of it may land after the restore.
        const wasDirty = dirty.current;
        dirty.current = false;
        while (inFlight.current) await inFlight.current;
        const answer = await restoreVersion(type.type, key, version.id, draftRevision.current).catch((error: unknown) => {
          dirty.current = wasDirty;
          throw error;
        });
        draftRevision.current = answer.draft?.revision ?? 0;
        latest.current = answer.draft?.data;
        setData(answer.draft?.data);
        setHasDraft(true);
        setSave({ state: 'saved', at: answer.draft?.savedAt ?? new Date().toISOString() });
        clearLocalDraft(type.type, key);
      },
      'Restored as the draft: publish it to make it live',
      'Nothing was restored',
      'draft',
    );

  const discard = () =>
    run(
      async () => {
        const wasDirty = dirty.current;
        dirty.current = false;
        while (inFlight.current) await inFlight.current;
        await discardDraft(type.type, key, draftRevision.current).catch((error: unknown) => {
          dirty.current = wasDirty;
          throw error;
        });
        draftRevision.current = 0;
        latest.current = item?.data;
        setData(item?.data);
        setHasDraft(false);
        setSave({ state: 'idle' });
        clearLocalDraft(type.type, key);
        if (!item) void navigate('?', { replace: true });
      },
      'Draft discarded',
      'The draft was not discarded',
      'draft',
    );

  const missing = missingTexts(data);
  const saveText =
    save.state === 'unsaved'
      ? 'Changed: the draft is saved in a moment.'
      : save.state === 'saving'
      ? 'Saving the draft...'
      : save.state === 'saved'
        ? `Draft saved at ${timeOf(save.at)}: not on the site until published.`
        : save.state === 'failed'
          ? save.message
          : isNew
            ? 'Kept in this browser until you save a draft or publish.'
            : 'No changes since it was published.';

  return (
    <div className={`grid gap-6 [&>*]:min-w-0 ${previewLocale ? 'items-start xl:grid-cols-2' : ''}`}>
    <form
      className="grid gap-6 [&>*]:min-w-0"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <div className={`${card} grid gap-4`}>
        <p className="text-sm text-gray-700">
          <Link to="?" className="font-semibold text-brand-700 underline underline-offset-2">
            All content
          </Link>{' '}
          / {type.label.many}
        </p>
        <h2 className="text-xl font-bold text-ink-900">
          {isNew ? `New ${type.label.one.toLowerCase()}` : item ? titleOf(item, type) : type.label.one}
        </h2>
        {type.collection && (
          <FormField
            label="Key"
            hint={
              isNew
                ? 'Lowercase words joined by hyphens: part of the page’s address.'
                : 'Part of the page’s address; it cannot be changed here.'
            }
            error={errors['(item)']?.[0]}
          >
            <TextInput
              name="key"
              value={key}
              readOnly={!isNew}
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              onChange={(event) => setKey(event.target.value)}
            />
          </FormField>
        )}
        {!isNew && (
          <p className="text-sm text-gray-600">
            {item
              ? `Revision ${revision} · last published by ${item.updatedBy} on ${formatDate(item.updatedAt)}.`
              : 'Not on the site: only a draft.'}{' '}
            Texts may hold <code className="font-mono">{'{{site.name}}'}</code> and the other site details, filled in on
            the page.
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={Boolean(previewLocale)}
            onClick={() => showPreview(previewLocale ? null : 'en')}
          >
            {previewLocale ? 'Hide the preview' : 'Show the preview'}
          </Button>
        </div>
        {(missing.en > 0 || missing.nl > 0) && (
          <p className="text-sm text-gray-700">
            Missing: {missing.en > 0 && `${missing.en} English`}
            {missing.en > 0 && missing.nl > 0 && ', '}
            {missing.nl > 0 && `${missing.nl} Dutch`} {missing.en + missing.nl === 1 ? 'text' : 'texts'}. A publish
            needs both languages.
          </p>
        )}
      </div>
      {kept && (
        <section aria-labelledby="kept-title" className="grid gap-3 rounded-xl border border-brand-700/30 bg-brand-50 p-5">
          <h2 id="kept-title" className="text-lg font-bold text-ink-900">
            Changes kept in this browser
          </h2>
          <p className="text-gray-800">
            You changed this item on {formatDate(kept.at)}, and the change did not reach the studio (a closed tab or an
            ended session). Bring it back into the form, or keep the form as it is.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              onClick={() => {
                change(kept.data);
                setKept(null);
              }}
            >
              Bring my changes back
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                clearLocalDraft(type.type, isNew ? '' : key);
                setKept(null);
              }}
            >
              Keep the form as it is
            </Button>
          </div>
        </section>
      )}
      {draftConflict && (
        <Conflict
          heading="Someone else saved a draft of this item"
          message={`${draftConflict.error} ${
            draftConflict.current
              ? `Their draft was saved by ${draftConflict.current.savedBy} on ${formatDate(draftConflict.current.savedAt)}.`
              : 'Their draft was published or discarded since.'
          }`}
          changes={differences(draftConflict.current?.data ?? item?.data, data)}
          mineLabel="Keep mine as the draft"
          onTheirs={
            draftConflict.current
              ? () => {
                  const theirs = draftConflict.current!;
                  draftRevision.current = theirs.revision;
                  latest.current = theirs.data;
                  dirty.current = false;
                  blocked.current = false;
                  setData(theirs.data);
                  setSave({ state: 'saved', at: theirs.savedAt });
                  setDraftConflict(null);
                  clearLocalDraft(type.type, key);
                }
              : undefined
          }
          onMine={() => {
            draftRevision.current = draftConflict.current?.revision ?? 0;
            blocked.current = false;
            dirty.current = true;
            setDraftConflict(null);
            void flush();
          }}
        />
      )}
      {conflict && (
        <Conflict
          heading="Someone else published this item"
          message={`${conflict.error} ${
            conflict.current
              ? `Their version is revision ${conflict.current.revision}, by ${conflict.current.updatedBy} on ${formatDate(conflict.current.updatedAt)}.`
              : 'It was taken off the site.'
          }`}
          changes={conflict.current ? differences(conflict.current.data, data) : []}
          mineLabel="Publish mine over theirs"
          onTheirs={
            conflict.current
              ? () => {
                  change(conflict.current!.data);
                  setRevision(conflict.current!.revision);
                  setConflict(null);
                }
              : undefined
          }
          onMine={() => {
            const at = conflict.current?.revision ?? 0;
            setRevision(at);
            void publish(at);
          }}
        />
      )}
      <div className={card}>
        <SchemaForm schema={type.schema} value={data} onChange={change} errors={errors} />
      </div>
      {hasSeoPreview(type.type) && <SeoPreview type={type.type} itemKey={key} data={data} published={Boolean(item)} />}
      <SchedulePanel
          schedule={schedule}
          error={errors.at?.[0]}
          busy={pending || !key}
          onSchedule={(at) =>
            void run(
              async () => {
                if (autosave && !(await flush())) throw new Refusal('Nothing was scheduled: the draft could not be saved first.');
                const answer = await schedulePublish(type.type, key, revision, latest.current, at);
                setSchedule(answer.schedule);
              },
              'Scheduled: it is published at that time',
              'Nothing was scheduled',
              'item',
            )
          }
          onCancel={() =>
            void run(
              async () => {
                await cancelSchedule(type.type, key);
                setSchedule(null);
              },
              'The schedule is cancelled',
              'The schedule was not cancelled',
              'item',
            )
          }
        />
      {!isNew && <History type={type.type} itemKey={key} current={data} onRestore={restore} busy={pending} />}
      {message && <FormAlert>{message}</FormAlert>}
      {Object.keys(errors).some((field) => field.includes('/')) && (
        <FormAlert>
          {Object.entries(errors)
            .filter(([field]) => field.includes('/'))
            .map(([field, texts]) => `${field}: ${texts.join('; ')}`)
            .join('\n')}
        </FormAlert>
      )}
      <div className="sticky bottom-0 grid gap-3 border-t border-gray-200 bg-gray-50/95 py-4 backdrop-blur">
        <p role="status" className="text-sm text-gray-700">
          {saveText}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={pending || !key}>
            {pending ? 'Working...' : 'Publish'}
          </Button>
          {isNew && type.collection && (
            <Button type="button" variant="outline" size="lg" disabled={pending || !key} onClick={() => void createDraft()}>
              Save draft
            </Button>
          )}
          {!isNew && hasDraft && (
            <Button type="button" variant="outline" size="lg" disabled={pending} onClick={() => void discard()}>
              Discard the draft
            </Button>
          )}
          {type.collection && !isNew && item && (
            <Button
              type="button"
              variant="danger-outline"
              size="lg"
              disabled={pending}
              onClick={() =>
                void run(
                  () => unpublishItem(type.type, key, revision),
                  'Taken off the site',
                  'It is still on the site',
                  'item',
                ).then(
                  (done) => done && navigate('?', { replace: true }),
                )
              }
            >
              Take off the site
            </Button>
          )}
        </div>
      </div>
    </form>
    {previewLocale && (
      <PreviewPane
        type={type.type}
        itemKey={key}
        data={data}
        locale={previewLocale}
        onLocale={showPreview}
        canShare={!isNew && (hasDraft || Boolean(item))}
      />
    )}
    </div>
  );
}
