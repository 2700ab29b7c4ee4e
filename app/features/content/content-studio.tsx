// /admin/content (issue 35): every content item by type, searchable, and each one's form generated from its schema,
// published to the live site from here. A publish that someone else's came before is shown both ways to choose from.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ContentConflictResponse, ContentItem, ContentTypeInfo } from '#contracts/content/api.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api.ts';
import { contentKeys } from '#app/lib/admin/api/query-keys.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { toast } from '#app/lib/toast-store.ts';
import {
  contentItemQuery,
  contentListQuery,
  contentTypesQuery,
  publishItem,
  unpublishItem,
} from './api/content.ts';
import { Conflict } from './conflict.tsx';
import { ItemList, card, titleOf } from './item-list.tsx';
import { type FieldErrors, SchemaForm, emptyValue } from './schema-form.tsx';

function ItemEditor({ type, item, isNew }: { type: ContentTypeInfo; item: ContentItem | null; isNew: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [key, setKey] = useState(item?.key ?? type.key ?? '');
  const [data, setData] = useState<unknown>(() => (item ? item.data : emptyValue(type.schema)));
  const [revision, setRevision] = useState(item?.revision ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ContentConflictResponse | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
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
        setConflict(error.body as ContentConflictResponse);
      } else {
        setErrors(error instanceof ApiError ? (error.envelope?.fieldErrors ?? {}) : {});
        setMessage(serverMessage(error, 'Nothing was published'));
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  const publish = (at = revision) =>
    run(async () => {
      const answer = await publishItem(type.type, key, at, data);
      setRevision(answer.item?.revision ?? at);
      if (isNew) void navigate(`?edit=${type.type}/${key}`, { replace: true });
    }, 'Published: the live site has it now');

  return (
    <form
      className="grid gap-6"
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
            Revision {revision}
            {item ? ` · last published by ${item.updatedBy} on ${formatDate(item.updatedAt)}` : ''}. Texts may hold{' '}
            <code className="font-mono">{'{{site.name}}'}</code> and the other site details, filled in on the page.
          </p>
        )}
      </div>
      {conflict && (
        <Conflict
          conflict={conflict}
          mine={data}
          onTheirs={() => {
            if (conflict.current) {
              setData(conflict.current.data);
              setRevision(conflict.current.revision);
            }
            setConflict(null);
          }}
          onMine={() => {
            const at = conflict.current?.revision ?? 0;
            setRevision(at);
            void publish(at);
          }}
        />
      )}
      <div className={card}>
        <SchemaForm schema={type.schema} value={data} onChange={setData} errors={errors} />
      </div>
      {message && <FormAlert>{message}</FormAlert>}
      {Object.keys(errors).some((field) => field.includes('/')) && (
        <FormAlert>
          {Object.entries(errors)
            .filter(([field]) => field.includes('/'))
            .map(([field, texts]) => `${field}: ${texts.join('; ')}`)
            .join('\n')}
        </FormAlert>
      )}
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-gray-200 bg-gray-50/95 py-4 backdrop-blur">
        <Button type="submit" size="lg" disabled={pending || !key}>
          {pending ? 'Publishing...' : 'Publish'}
        </Button>
        {type.collection && !isNew && (
          <Button
            type="button"
            variant="danger-outline"
            size="lg"
            disabled={pending}
            onClick={() =>
              void run(() => unpublishItem(type.type, key, revision), 'Taken off the site').then(
                (done) => done && navigate('?', { replace: true }),
              )
            }
          >
            Take off the site
          </Button>
        )}
      </div>
    </form>
  );
}

function Editor({ types, which, isNew }: { types: ContentTypeInfo[]; which: string; isNew: boolean }) {
  const [typeName = '', key = ''] = which.split('/');
  const type = types.find((each) => each.type === typeName);
  const item = useQuery({ ...contentItemQuery(typeName, key), enabled: Boolean(type) && !isNew });
  if (!type) return <FormAlert>There is no content type called {typeName}.</FormAlert>;
  if (isNew) return <ItemEditor key={`new-${type.type}`} type={type} item={null} isNew />;
  if (item.isError) return <FormAlert>{serverMessage(item.error, 'This item could not be loaded')}</FormAlert>;
  if (!item.data) return <p className="text-gray-600">Loading the item...</p>;
  return <ItemEditor key={`${item.data.file}@${item.data.revision}`} type={type} item={item.data} isNew={false} />;
}

/** /admin/content: the studio (admins and editors). */
export function ContentStudio() {
  const me = useSignedIn();
  const user = me.data;
  const [params] = useSearchParams();
  const types = useQuery({ ...contentTypesQuery, enabled: Boolean(user) });
  const items = useQuery({ ...contentListQuery, enabled: Boolean(user) });
  const edit = params.get('edit');
  const fresh = params.get('new');
  const sorted = useMemo(() => {
    const order = new Map((types.data ?? []).map((type, index) => [type.type, index]));
    return [...(items.data ?? [])].sort(
      (a, b) => (order.get(a.type) ?? 0) - (order.get(b.type) ?? 0) || a.key.localeCompare(b.key),
    );
  }, [items.data, types.data]);
  const failed = types.error ?? items.error;
  return (
    <AdminShell
      heading="Content"
      intro="Every page, post, story and vacancy, in English and Dutch. Publish, and the site has it in seconds."
      width="wide"
      signedInAs={user}
    >
      <div className="mx-auto grid max-w-5xl gap-6">
        {failed && <FormAlert>{serverMessage(failed, 'The content could not be loaded')}</FormAlert>}
        {!failed && (!types.data || !items.data) && <p className="text-gray-600">Loading the content...</p>}
        {types.data && items.data && (edit || fresh) && (
          <Editor types={types.data} which={edit ?? `${fresh}/`} isNew={!edit} />
        )}
        {types.data && items.data && !edit && !fresh && (
          <>
            <div className="flex items-center gap-2 text-sm text-gray-600">
              <Search aria-hidden="true" className="size-4" />
              {items.data.length} items in {types.data.length} types
            </div>
            <ItemList types={types.data} items={sorted} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
