import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSessionStore, type KeyStore, type TextStorage } from './session-store';

function memoryStorage(): TextStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, v);
    },
    removeItem: (k) => {
      items.delete(k);
    },
  };
}

function setup() {
  const storage = memoryStorage();
  const keys = createMemoryKeyStore();
  const store = createSessionStore<{ token: string; username: string }>('cp.session', { storage, keys });
  return { storage, keys, store };
}

describe('createSessionStore', () => {
  it('returns null when nothing is stored', async () => {
    const { store } = setup();
    expect(await store.load()).toBeNull();
  });

  it('round-trips a value and stores only ciphertext', async () => {
    const { store, storage } = setup();
    await store.save({ token: 'secret-token-123', username: 'alice' });
    const raw = storage.items.get('cp.session');
    expect(raw).toBeDefined();
    expect(raw).not.toContain('secret-token-123');
    expect(raw).not.toContain('alice');
    expect(await store.load()).toEqual({ token: 'secret-token-123', username: 'alice' });
  });

  it('uses a fresh IV for each save', async () => {
    const { store, storage } = setup();
    await store.save({ token: 't', username: 'u' });
    const first = storage.items.get('cp.session');
    await store.save({ token: 't', username: 'u' });
    expect(storage.items.get('cp.session')).not.toEqual(first);
  });

  it('keeps a non-extractable key', async () => {
    const { store, keys } = setup();
    await store.save({ token: 't', username: 'u' });
    const key = await keys.get('cp.session');
    expect(key).toBeDefined();
    expect(key!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('a second store instance with the same key store reads the session (page reload)', async () => {
    const { storage, keys, store } = setup();
    await store.save({ token: 't', username: 'u' });
    const reloaded = createSessionStore<{ token: string; username: string }>('cp.session', { storage, keys });
    expect(await reloaded.load()).toEqual({ token: 't', username: 'u' });
  });

  it('clears and returns null when the ciphertext is tampered with', async () => {
    const { store, storage, keys } = setup();
    await store.save({ token: 't', username: 'u' });
    const blob = JSON.parse(storage.items.get('cp.session')!) as { data: string };
    const bytes = Uint8Array.from(atob(blob.data), (c) => c.charCodeAt(0));
    bytes[0] = bytes[0]! ^ 0xff;
    storage.items.set('cp.session', JSON.stringify({ ...blob, data: btoa(String.fromCharCode(...bytes)) }));
    expect(await store.load()).toBeNull();
    expect(storage.items.has('cp.session')).toBe(false);
    expect(await keys.get('cp.session')).toBeUndefined();
  });

  it('clears and returns null for garbage or a missing key', async () => {
    const { store, storage } = setup();
    storage.items.set('cp.session', 'not json');
    expect(await store.load()).toBeNull();
    expect(storage.items.has('cp.session')).toBe(false);

    storage.items.set('cp.session', JSON.stringify({ v: 1, iv: 'AAAA', data: 'AAAA' }));
    expect(await store.load()).toBeNull();
    expect(storage.items.has('cp.session')).toBe(false);
  });

  it('clear() removes both the ciphertext and the key', async () => {
    const { store, storage, keys } = setup();
    await store.save({ token: 't', username: 'u' });
    await store.clear();
    expect(storage.items.has('cp.session')).toBe(false);
    expect(await keys.get('cp.session')).toBeUndefined();
    expect(await store.load()).toBeNull();
    // saving again after a clear works with a new key
    await store.save({ token: 't2', username: 'u' });
    expect(await store.load()).toEqual({ token: 't2', username: 'u' });
  });

  it('keeps stores with different names apart', async () => {
    const storage = memoryStorage();
    const keys: KeyStore = createMemoryKeyStore();
    const web = createSessionStore<string>('cp.session', { storage, keys });
    const admin = createSessionStore<string>('cp.admin.session', { storage, keys });
    await web.save('web');
    await admin.save('admin');
    expect(await web.load()).toBe('web');
    expect(await admin.load()).toBe('admin');
  });
});
