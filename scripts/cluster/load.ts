// Clients that behave like people at work: each logs in once, then lists subjects, opens the
// category menu and saves new subjects, one request after another, until the time is up.
export interface RequestRecord {
  kind: 'login' | 'list' | 'menu' | 'save';
  startedAt: number;
  endedAt: number;
  status: number; // 0: no answer (connection error)
  upstream: string;
  /** The code of the subject a 2xx save created. */
  savedCode?: string;
}

export interface LoadOptions {
  base: string;
  clients: { username: string; password: string }[];
  seconds: number;
  /** Called once, `atSecond` seconds in. */
  midway?: { atSecond: number; run: () => void };
}

/** Node's fetch keeps connections alive and opens as many as there are clients in flight. */
export async function runLoad({ base, clients, seconds, midway }: LoadOptions): Promise<RequestRecord[]> {
  const records: RequestRecord[] = [];
  const endAt = Date.now() + seconds * 1000;
  const timer = midway ? setTimeout(midway.run, midway.atSecond * 1000) : null;

  async function send(kind: RequestRecord['kind'], method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
    const startedAt = Date.now();
    const record: RequestRecord = { kind, startedAt, endedAt: 0, status: 0, upstream: '' };
    type Answer = { data?: { token?: string; code?: string } } | null;
    let json: Answer = null;
    try {
      const res = await fetch(base + path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      record.status = res.status;
      record.upstream = res.headers.get('x-upstream') ?? '';
      if (res.headers.get('content-type')?.includes('json')) json = (await res.json()) as Answer;
      else await res.arrayBuffer();
    } catch {
      record.status = 0;
    }
    record.endedAt = Date.now();
    if (kind === 'save' && record.status >= 200 && record.status < 300) record.savedCode = json?.data?.code;
    records.push(record);
    return { ok: record.status >= 200 && record.status < 300, json };
  }

  async function client(index: number, who: { username: string; password: string }) {
    // Each client is its own address to the server (as people behind one proxy are).
    const address = { 'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.7` };
    let token: string | undefined;
    while (!token && Date.now() < endAt) {
      const login = await send('login', 'POST', '/api/v1/auth/login/', address, { username: who.username, password: who.password });
      token = login.json?.data?.token;
    }
    const headers = { ...address, authorization: `Token ${token}` };
    let n = 0;
    while (Date.now() < endAt) {
      n++;
      const pick = (index + n) % 10;
      if (pick < 5) await send('list', 'POST', '/api/v1/subjects', headers, { page: 1 + (n % 3) });
      else if (pick < 7) await send('menu', 'GET', '/api/v1/categories/menu', headers);
      else await send('save', 'POST', '/api/v1/subjects/save/', headers, { name: `Cluster ${index}-${n}`, description: 'Saved during the cluster test.', private: true });
    }
  }

  await Promise.all(clients.map((who, i) => client(i, who)));
  if (timer) clearTimeout(timer);
  return records;
}
