import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
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

describe('a session change and the calls refused meanwhile', () => {
  const refusal = () => new Response(JSON.stringify({ status: false, data: null, message: 'Please log in to continue.' }), { status: 401 });
  const ok = () => new Response(JSON.stringify({ status: true, data: null, message: '' }), { status: 200 });

  /** A kit holding session 'old', and an API client on it whose server knows only `live` tokens. */
  async function world(live: Set<string>) {
    const { kit } = setup();
    await kit.saveSession({ token: 'old' });
    const sent: string[] = [];
    let lost = 0;
    const client = createApiClient({
      getToken: () => kit.getSession()?.token,
      onLostSession: () => void kit.loseSession().then((ended) => (lost += ended ? 1 : 0)),
      onServerFailure: () => {},
      sessionSettled: kit.sessionSettled,
      fetch: async (_input, init) => {
        const token = (init?.headers as Record<string, string>).Authorization?.replace('Token ', '') ?? '';
        sent.push(token);
        return live.has(token) ? ok() : refusal();
      },
    });
    return { kit, client, sent, lost: () => lost };
  }

  it('sends a call refused for the old token again once the new session is saved', async () => {
    const live = new Set(['old']);
    const { kit, client, sent, lost } = await world(live);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The server ends 'old' and answers with 'new', which reaches the browser after the refusal.
    const change = kit.changeSession(async () => {
      live.delete('old');
      live.add('new');
      await answered;
      await kit.saveSession({ token: 'new' });
    });
    const pending = client.get('/user/notifications');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['old']);
    answer();
    await change;
    expect(await pending).toMatchObject({ status: true });
    expect(sent).toEqual(['old', 'new']);
    expect(lost()).toBe(0);
    expect(kit.getSession()).toEqual({ token: 'new' });
  });

  it('says nothing of calls refused during a logout, and the logout call itself never waits for itself', async () => {
    const live = new Set<string>(); // 'old' already ended on another device
    const { kit, client, sent, lost } = await world(live);
    const refusedMeanwhile: Promise<unknown>[] = [];
    await kit.changeSession(async () => {
      refusedMeanwhile.push(client.get('/user/tasks').catch((error: unknown) => error));
      await client.post('/auth/logout', {}, { quiet: true, endsSession: true }).catch(() => undefined);
      await kit.clearSession();
    });
    expect(await refusedMeanwhile[0]).toMatchObject({ kind: 'lost-session' });
    expect(sent).toEqual(['old', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lost()).toBe(0);
  });

  it('ends the session when the refused token is still the current one after the change', async () => {
    const { kit, client, lost } = await world(new Set());
    await expect(client.get('/user/tasks')).rejects.toMatchObject({ kind: 'lost-session' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lost()).toBe(1);
    expect(kit.getSession()).toBeNull();
  });
});

describe('sessionSettled', () => {
  it('waits for every change under way, not only the last one started', async () => {
    const { kit } = setup();
    let endFirst!: () => void;
    const first = kit.changeSession(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = kit.changeSession(async () => {});
    await second;
    let settled = false;
    const waiting = kit.sessionSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    endFirst();
    await first;
    await waiting;
    expect(settled).toBe(true);
  });
});
