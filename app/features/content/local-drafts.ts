// A copy of the studio's form in this browser, written as one types (decision 0074): what a closed tab, a lost network
// or an expired session kept from reaching the server is there when the editor opens the item again. The studio's
// pages only; the public site writes nothing to the visitor's storage.
const PREFIX = 'rebels-studio-draft:';

export type LocalDraft = { data: unknown; at: string };

const storageKey = (type: string, key: string) => `${PREFIX}${type}/${key || '(new)'}`;

export function readLocalDraft(type: string, key: string): LocalDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(type, key)) ?? 'null') as LocalDraft | null;
    return value && typeof value === 'object' && typeof value.at === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the form's data; a full or blocked storage keeps nothing, and the server's draft is then the only copy. */
export function writeLocalDraft(type: string, key: string, data: unknown) {
  try {
    localStorage.setItem(storageKey(type, key), JSON.stringify({ data, at: new Date().toISOString() }));
  } catch {
    // Quota or privacy mode: nothing to keep it in.
  }
}

export function clearLocalDraft(type: string, key: string) {
  try {
    localStorage.removeItem(storageKey(type, key));
  } catch {
    // Nothing was kept.
  }
}
