import { describe, expect, it } from 'vitest';
import { createSessionKit } from './session-context';
import { createMemoryKeyStore, createSessionStore, type TextStorage } from './session-store';

function memoryStorage(): TextStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

type User = { token: string };
const validate = (v: unknown): User | null =>
  typeof v === 'object' && v !== null && typeof (v as User).token === 'string' ? (v as User) : null;

function setup() {
  const storage = memoryStorage();
  const store = createSessionStore<unknown>('cp.test', { storage, keys: createMemoryKeyStore() });
  return { storage, store, kit: createSessionKit<User>({ name: 'cp.test', validate, store }) };
}

describe('createSessionKit', () => {
  it('saves, reads back and clears the session', async () => {
    const { kit, storage } = setup();
    expect(kit.getSession()).toBeNull();
    await kit.saveSession({ token: 'abc' });
    expect(kit.getSession()).toEqual({ token: 'abc' });
    expect(storage.items.has('cp.test')).toBe(true);
    expect(await kit.loadSession()).toEqual({ token: 'abc' });
    await kit.clearSession();
    expect(kit.getSession()).toBeNull();
    expect(storage.items.has('cp.test')).toBe(false);
  });

  it('reads the stored session once, however often the first read is asked for', async () => {
    const storage = memoryStorage();
    const store = createSessionStore<unknown>('cp.test', { storage, keys: createMemoryKeyStore() });
    await store.save({ token: 'stored' });
    let checks = 0;
    const kit = createSessionKit<User>({ name: 'cp.test', validate: (v) => (checks++, validate(v)), store });
    const [first, second] = await Promise.all([kit.startLoading(), kit.startLoading()]);
    expect(first).toEqual({ token: 'stored' });
    expect(second).toBe(first);
    expect(kit.getSession()).toEqual({ token: 'stored' });
    expect(checks).toBe(1);
  });

  it('drops a stored value of the wrong shape', async () => {
    const { kit, store, storage } = setup();
    await store.save({ nope: true });
    expect(await kit.loadSession()).toBeNull();
    expect(storage.items.has('cp.test')).toBe(false);
  });

  it('ends a session lost on the server once, however many calls were refused', async () => {
    const { kit, storage } = setup();
    await kit.saveSession({ token: 'abc' });
    const refused = await Promise.all([kit.loseSession(), kit.loseSession(), kit.loseSession()]);
    expect(refused).toEqual([true, false, false]);
    expect(kit.getSession()).toBeNull();
    expect(storage.items.has('cp.test')).toBe(false);
    // Nothing to end without a session.
    expect(await kit.loseSession()).toBe(false);
  });
});
