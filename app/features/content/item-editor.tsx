// One item's form in the studio (issue 35, decisions 0073 and 0074), generated from its type's schema. What is typed
// is kept in this browser at once and saved as the item's draft a moment later; the draft is published, discarded or
// replaced by any version from the history. A save or publish that someone else's came before shows both to choose.
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { renamableTypes } from '#contracts/content/paths.ts';
import { cancelSchedule, renameItem, schedulePublish, unpublishItem } from './api/content.ts';
import { Conflict } from './conflict.tsx';
import { differences } from './differences.ts';
import { EditorHeader, KeptChanges } from './editor-parts.tsx';
import { History } from './history.tsx';
import { MovePanel } from './move-panel.tsx';
import { MediaPanel } from './media/media-panel.tsx';
import { NotFoundPanel } from './not-found-panel.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import { SeoPreview, hasSeoPreview } from './seo-preview.tsx';
import { card } from './item-list.tsx';
import { clearLocalDraft } from './local-drafts.ts';
import { SchemaForm } from './schema-form.tsx';

import { type ItemEditorProps, Refusal, useItemEditor } from './use-item-editor.ts';

const redirectsOf = (data: unknown): { from?: string }[] => (data as { redirects?: { from?: string }[] }).redirects ?? [];

/**
 * An error the server names by another item's file ('posts/a.md: photo', 'team.yaml: team.5.photo'), not by a field of
 * this one ('title.nl'): shown apart, since no field here can show it.
 */
const inAnotherFile = (field: string) => /^[\w/.-]+\.(?:yaml|md)(?::|$)/.test(field);

export function ItemEditor(props: ItemEditorProps) {
  const { type, item, isNew } = props;
  const { autosave, change, conflict, createDraft, data, discard, draftConflict, errors, flush, hasDraft, kept, key, latest, message, missing, navigate, pending, previewLocale, publish, restore, revision, run, saveText, schedule, setConflict, setKept, setKey, setRevision, setSchedule, showPreview, keepTheirDraft, keepMyDraft } = useItemEditor(props);
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
      <EditorHeader
        type={type}
        isNew={isNew}
        item={item}
        itemKey={key}
        setKey={setKey}
        errors={errors}
        revision={revision}
        previewLocale={previewLocale}
        showPreview={showPreview}
        missing={missing}
      />
      <KeptChanges
        kept={kept}
        onBring={() => {
          change(kept!.data);
          setKept(null);
        }}
        onKeep={() => {
          clearLocalDraft(type.type, isNew ? '' : key);
          setKept(null);
        }}
      />
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
          onTheirs={draftConflict.current ? keepTheirDraft : undefined}
          onMine={keepMyDraft}
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
      {type.type === 'media' && <MediaPanel data={data} onChange={change} itemKey={key} setKey={setKey} isNew={isNew} />}
      <div className={card}>
        <SchemaForm schema={type.schema} value={data} onChange={change} errors={errors} />
      </div>
      {type.type === 'redirects' && (
        <NotFoundPanel
          taken={redirectsOf(data).map((redirect) => redirect.from ?? '')}
          onRedirect={(path) => {
            const list = redirectsOf(data);
            change({ ...(data as object), redirects: [...list, { from: path, to: '' }] });
            // The new row's new address is what the editor types next.
            requestAnimationFrame(() =>
              document.querySelector<HTMLInputElement>(`[name="redirects.${list.length}.to"]`)?.focus(),
            );
          }}
        />
      )}
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
      {!isNew && item && renamableTypes.includes(type.type) && (
        <MovePanel
          type={type.type}
          itemKey={key}
          error={errors.key?.[0]}
          busy={pending}
          onMove={(newKey) =>
            void run(
              async () => {
                if (autosave && !(await flush())) throw new Refusal('Not moved: the draft could not be saved first.');
                await renameItem(type.type, key, newKey, revision);
              },
              'Moved: the old address leads here',
              'It was not moved',
              'item',
            ).then((done) => done && navigate(`?edit=${type.type}/${newKey}`, { replace: true }))
          }
        />
      )}
      {!isNew && <History type={type.type} itemKey={key} current={data} onRestore={restore} busy={pending} />}
      {message && <FormAlert>{message}</FormAlert>}
      {Object.keys(errors).some(inAnotherFile) && (
        <FormAlert>
          {Object.entries(errors)
            .filter(([field]) => inAnotherFile(field))
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
