// The state and actions of one item's form in the studio (app/features/content/item-editor.tsx, decisions 0073–0076).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  ContentConflictResponse,
  ContentDraft,
  ContentDraftConflictResponse,
  ContentItem,
  ContentSchedule,
  ContentTypeInfo,
  ContentVersion,
} from '#contracts/content/api.ts';
import { contentTexts } from '#contracts/content/texts.ts';
import { missingTexts } from '#contracts/content/languages.ts';
import { ApiError } from '#app/lib/api.ts';
import { contentKeys } from '#app/lib/admin/api/query-keys.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { toast } from '#app/lib/toast-store.ts';
import { contentItemQuery, discardDraft, publishItem, restoreVersion, saveDraft } from './api/content.ts';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-drafts.ts';
import { type FieldErrors, emptyValue } from './schema-form.tsx';

export class Refusal extends Error {}

const AUTOSAVE_AFTER_MS = 800;

type SaveState =
  | { state: 'idle' }
  | { state: 'unsaved' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** What an item's form opens with: its type, and the item's published version, draft and schedule as stored. */
export type ItemEditorProps = {
  type: ContentTypeInfo;
  item: ContentItem | null;
  draft: ContentDraft | null;
  schedule: ContentSchedule | null;
  isNew: boolean;
};

export function useItemEditor({ type, item, draft, schedule: scheduled, isNew }: ItemEditorProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The preview beside the form, in its language: in the address, so a reload keeps it open.
  const previewLocale: 'en' | 'nl' | null = params.get('preview') === 'nl' ? 'nl' : params.get('preview') === 'en' ? 'en' : null;
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

  const keepTheirDraft = () => {
    const theirs = draftConflict?.current;
    if (!theirs) return;
    draftRevision.current = theirs.revision;
    latest.current = theirs.data;
    dirty.current = false;
    blocked.current = false;
    setData(theirs.data);
    setSave({ state: 'saved', at: theirs.savedAt });
    setDraftConflict(null);
    clearLocalDraft(type.type, key);
  };
  const keepMyDraft = () => {
    draftRevision.current = draftConflict?.current?.revision ?? 0;
    blocked.current = false;
    dirty.current = true;
    setDraftConflict(null);
    void flush();
  };

  return { keepTheirDraft, keepMyDraft, autosave, blocked, change, conflict, createDraft, data, dirty, discard, draftConflict, draftRevision, errors, flush, hasDraft, inFlight, kept, key, latest, message, missing, navigate, params, pending, previewLocale, publish, queryClient, refreshLists, restore, revision, run, save, saveText, schedule, setConflict, setData, setDraftConflict, setErrors, setHasDraft, setKept, setKey, setMessage, setParams, setPending, setRevision, setSave, setSchedule, showPreview, stored };
}

