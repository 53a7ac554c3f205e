import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '@cp/db';
import { dataUrl, jpegWithGps } from './fixtures';
import { ADMIN, apiAs, signedInAdmin, startTestApp, statementsDuring, userWithToken, type Person, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let person: Person;
beforeAll(async () => {
  t = await startTestApp(ADMIN);
  admin = await signedInAdmin(t);
  person = await userWithToken(t);
});
afterAll(async () => t?.close());

const queriesDuring = (fn: () => Promise<unknown>) => statementsDuring(t.ctx, fn);

describe('catalogue-like answers carry an ETag and answer 304 when unchanged', () => {
  it('public statics: 304 without a database query, and a new ETag once an administrator edits the FAQ', async () => {
    const first = await t.app.inject('/api/v1/statics/faq');
    const tag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(tag).toMatch(/^"statics-\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    let again!: Awaited<ReturnType<typeof t.app.inject>>;
    expect(await queriesDuring(async () => (again = await t.app.inject({ url: '/api/v1/statics/faq', headers: { 'if-none-match': tag } })))).toBe(0);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ url: '/api/v1/statics/tos', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    // Asked without the tag, the same version's answer is not read again.
    let plain!: Awaited<ReturnType<typeof t.app.inject>>;
    expect(await queriesDuring(async () => (plain = await t.app.inject('/api/v1/statics/faq')))).toBe(0);
    expect(plain.json()).toEqual(first.json());

    await admin.post('/admin/faq/save', { question: 'Does it cost anything?', answer: 'No.' });
    const changed = await t.app.inject({ url: '/api/v1/statics/faq', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().data.at(-1).question).toBe('Does it cost anything?');
    expect((await t.app.inject('/api/v1/statics/faq')).json().data.at(-1).question).toBe('Does it cost anything?');
  });

  it('the category menu and the minigame list need a session: private, 304 when unchanged, refreshed when a minigame is published', async () => {
    const me = apiAs(t, person);
    const menu = await me.get('/categories/menu');
    expect(menu.headers['cache-control']).toBe('private, no-cache');
    const headers = { ...person.auth, 'if-none-match': menu.headers.etag as string };
    expect((await t.app.inject({ url: '/api/v1/categories/menu', headers })).statusCode).toBe(304);
    // A second full answer of the same version reads nothing: the session is kept by this process
    // (session-cache.ts) and the answer by its version.
    let again!: Awaited<ReturnType<typeof me.get>>;
    expect(await queriesDuring(async () => (again = await me.get('/categories/menu')))).toBe(0);
    expect(again.json()).toEqual(menu.json());
    // Without a session there is no 304: the session check comes first.
    expect((await t.app.inject({ url: '/api/v1/categories/menu', headers: { 'if-none-match': menu.headers.etag as string } })).statusCode).toBe(401);

    const formatId = (await admin.get('/admin/teaching-materials')).json().data[0].teaching_material_id;
    const games = await me.get(`/modules/${formatId}/minigames`);
    const tag = games.headers.etag as string;
    expect((await t.app.inject({ url: `/api/v1/modules/${formatId}/minigames`, headers: { ...person.auth, 'if-none-match': tag } })).statusCode).toBe(304);
    const icon = dataUrl(await jpegWithGps(64, 64));
    const created = (await admin.post('/admin/mini-games/save', { name: 'Versioned', module_id: 1, minimum_entries: 3, icon, platforms: ['doc'], video_link: { doc: 'https://v.example.org/a' }, teaching_materials: [formatId] })).json().data;
    await admin.get(`/admin/mini-games/publish/${created.mini_game_id}`);
    const fresh = await t.app.inject({ url: `/api/v1/modules/${formatId}/minigames`, headers: { ...person.auth, 'if-none-match': tag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.some((g: { minigame_id: number }) => g.minigame_id === created.mini_game_id)).toBe(true);
    expect((await me.get(`/modules/${formatId}/minigames`)).json().data.some((g: { minigame_id: number }) => g.minigame_id === created.mini_game_id)).toBe(true);
  });

  it('the back-office catalogue lists (game modules, teaching formats) need an administrator: private, 304 when unchanged', async () => {
    const login = await t.admin.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD } });
    const auth = { authorization: `Token ${login.json().data.token}` };
    for (const url of ['/api/v1/admin/modules', '/api/v1/admin/teaching-materials']) {
      const first = await t.admin.inject({ url, headers: auth });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.json().data.length).toBeGreaterThan(0);
      const tag = first.headers.etag as string;
      expect((await t.admin.inject({ url, headers: { ...auth, 'if-none-match': tag } })).statusCode).toBe(304);
      // The administrator check comes first: nobody else learns the version, or gets the list.
      expect((await t.admin.inject({ url, headers: { 'if-none-match': tag } })).statusCode).toBe(401);
      expect((await t.admin.inject({ url, headers: { ...person.auth, 'if-none-match': tag } })).statusCode).toBe(401);
    }
  });

  it('the back-office FAQ and legal lists are kept by version and body, and show a change another API node committed at once', async () => {
    const list = (url: string, body: object) => admin.post(url, body).then((r) => r.json());
    const first = await list('/admin/faq', { n: 50 });
    expect(first.status).toBe(true);
    // The same list again reads only the version (the administrator's session is kept by this process).
    let again!: unknown;
    expect(await queriesDuring(async () => (again = await list('/admin/faq', { n: 50 })))).toBe(1);
    expect(again).toEqual(first);
    // Another body is another answer.
    expect((await list('/admin/faq', { n: 50, search: 'zzz-nothing' })).total_record).toBe(0);

    // A change committed by another API node (no `forgetVersion` here): the next list has it.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO faqs (question, answer, position) VALUES ('Made on another node?', 'Yes.', 9999)`);
      await tx.execute(sql`UPDATE content_versions SET version = version + 1 WHERE name = 'statics'`);
    });
    const changed = await list('/admin/faq', { n: 50 });
    expect(changed.total_record).toBe(first.total_record + 1);
    expect(changed.data.at(-1).question).toBe('Made on another node?');

    const legal = await list('/admin/legal', {});
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE legal_pages SET page_name = page_name || ' (renamed elsewhere)' WHERE type = 'privacy'`);
      await tx.execute(sql`UPDATE content_versions SET version = version + 1 WHERE name = 'statics'`);
    });
    const renamed = await list('/admin/legal', {});
    expect(renamed.data.map((p: { page_name: string }) => p.page_name)).not.toEqual(legal.data.map((p: { page_name: string }) => p.page_name));
    expect(renamed.data.find((p: { type: string }) => p.type === 'privacy').page_name).toMatch(/\(renamed elsewhere\)$/);
    // Only an administrator gets them.
    expect((await t.admin.inject({ method: 'POST', url: '/api/v1/admin/faq', payload: {} })).statusCode).toBe(401);
    expect((await t.admin.inject({ method: 'POST', url: '/api/v1/admin/faq', payload: {}, headers: person.auth })).statusCode).toBe(401);
  });

  it('a run of back-office searches, each kept as its own answer, does not push the public answers out', async () => {
    await t.app.inject('/api/v1/statics/tos');
    // Time stands still, so the version this process trusts does not go stale however long the run takes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 250; i++) expect((await admin.post('/admin/faq', { n: 10, search: `search ${i}` })).statusCode).toBe(200);
      let tos!: Awaited<ReturnType<typeof t.app.inject>>;
      expect(await queriesDuring(async () => (tos = await t.app.inject('/api/v1/statics/tos')))).toBe(0);
      expect(tos.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the start-up seed says when it added a legal page or the FAQ, so that start-up raises the statics version only then', async () => {
    const put = async (file: string) => `/media/seed/${file}`;
    expect(await seedCatalogue(t.ctx.db, put)).toEqual({ staticsAdded: false });
    await t.ctx.db.execute(sql`DELETE FROM legal_pages WHERE type = 'cookie'`);
    expect(await seedCatalogue(t.ctx.db, put)).toEqual({ staticsAdded: true });
    expect((await t.app.inject('/api/v1/statics/cookie')).statusCode).toBe(200);
    expect(await seedCatalogue(t.ctx.db, put)).toEqual({ staticsAdded: false });
  });

  it('a versioned answer goes compressed as the plugin sends others, compressed once per encoding and version', async () => {
    const plain = await t.app.inject('/api/v1/statics/tos');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ url: '/api/v1/statics/tos', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }));
      expect(brotli).toHaveBeenCalledTimes(1);
      for (const br of answers) {
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toBe('accept-encoding');
        expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
        expect(br.headers.etag).toBe(plain.headers.etag);
        expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      }
    } finally {
      brotli.mockRestore();
    }
    const gzip = await t.app.inject({ url: '/api/v1/statics/tos', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // A small answer goes as it is, as the plugin sends one.
    const small = await apiAs(t, person).get('/modules');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect((await t.app.inject({ url: '/api/v1/modules', headers: { ...person.auth, 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });
});
