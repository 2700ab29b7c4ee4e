// /admin/content (issue 35): every content item by type, with its status and languages, searchable and filtered, and
// each one's form (app/features/content/item-editor.tsx) generated from its schema.
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentTypeInfo } from '#contracts/content/api.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { serverMessage } from '#app/lib/admin/request.ts';
import { contentItemQuery, contentListQuery, contentTypesQuery } from './api/content.ts';
import { ItemEditor } from './item-editor.tsx';
import { ItemList } from './item-list.tsx';

function Editor({ types, which, isNew }: { types: ContentTypeInfo[]; which: string; isNew: boolean }) {
  const [typeName = '', key = ''] = which.split('/');
  const type = types.find((each) => each.type === typeName);
  const item = useQuery({ ...contentItemQuery(typeName, key), enabled: Boolean(type) && !isNew });
  if (!type) return <FormAlert>There is no content type called {typeName}.</FormAlert>;
  if (isNew) return <ItemEditor key={`new-${type.type}`} type={type} item={null} draft={null} schedule={null} isNew />;
  if (item.isError) return <FormAlert>{serverMessage(item.error, 'This item could not be loaded')}</FormAlert>;
  if (!item.data) return <p className="text-gray-600">Loading the item...</p>;
  // Opened anew when the item is published again, not when its draft moves under the form that saves it.
  return (
    <ItemEditor
      key={`${which}@${item.data.item?.revision ?? 0}`}
      type={type}
      item={item.data.item}
      draft={item.data.draft}
      schedule={item.data.schedule}
      isNew={false}
    />
  );
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
      <div className={`mx-auto grid gap-6 ${(edit || fresh) && params.get('preview') ? '' : 'max-w-5xl'}`}>
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
