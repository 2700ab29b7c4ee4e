import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh store per test: the store is module state, as in the app.
async function freshStore() {
  vi.resetModules();
  return import('#app/lib/toast-store.ts');
}

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec constants', async () => {
    const store = await freshStore();
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(store.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(store.TOAST_HOTKEY).toBe('F8');
  });

  it('keeps at most one toast, the newest', async () => {
    const store = await freshStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second' });
    const id = store.toast({ title: 'third' });
    expect(store.getToasts().map((item) => item.title)).toEqual(['third']);
    expect(store.getToasts()[0]).toMatchObject({ id, open: true });
  });

  it('closes a dismissed toast at once and forgets it after 1,000,000 ms', async () => {
    const store = await freshStore();
    const id = store.toast({ title: 'saved' });
    store.dismissToast(id);
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });
});
