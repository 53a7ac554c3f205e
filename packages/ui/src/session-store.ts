/**
 * An encrypted session kept in the browser.
 *
 * The JSON value is encrypted with AES-GCM under a key that WebCrypto generated as NON-EXTRACTABLE:
 * script can use it to encrypt and decrypt, but no code (ours or injected) can read its bytes. The
 * CryptoKey object itself is kept in IndexedDB (structured clone keeps it non-extractable); the
 * ciphertext and its IV go to localStorage under the name the app chooses.
 *
 * Anything that cannot be read back (no key, bad JSON, failed authentication tag) is cleared and
 * reported as "no session".
 */

export interface SessionStore<T> {
  load(): Promise<T | null>;
  save(value: T): Promise<void>;
  clear(): Promise<void>;
}

/** Where the CryptoKey lives; IndexedDB in the browser, a Map in tests. */
export interface KeyStore {
  get(name: string): Promise<CryptoKey | undefined>;
  put(name: string, key: CryptoKey): Promise<void>;
  delete(name: string): Promise<void>;
}

/** The subset of `Storage` used here. */
export type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreDeps {
  storage?: TextStorage;
  keys?: KeyStore;
  subtle?: SubtleCrypto;
  random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}

interface StoredBlob {
  v: 1;
  iv: string;
  data: string;
}

const IDB_NAME = 'cp-session-keys';
const IDB_STORE = 'keys';

function requestToPromise<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Key store on IndexedDB; falls back to memory (session lasts for the tab) when IndexedDB is missing. */
export function createIndexedDbKeyStore(): KeyStore {
  if (typeof indexedDB === 'undefined') return createMemoryKeyStore();
  let dbPromise: Promise<IDBDatabase> | null = null;
  const open = () => {
    dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(IDB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(IDB_STORE)) request.result.createObjectStore(IDB_STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        dbPromise = null;
        reject(request.error ?? new Error('Cannot open IndexedDB'));
      };
    });
    return dbPromise;
  };
  const run = async <R>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const db = await open();
    const tx = db.transaction(IDB_STORE, mode);
    const result = await requestToPromise(op(tx.objectStore(IDB_STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  };
  return {
    get: async (name) => {
      const value: unknown = await run('readonly', (s) => s.get(name));
      return value instanceof CryptoKey ? value : undefined;
    },
    put: async (name, key) => {
      await run('readwrite', (s) => s.put(key, name));
    },
    delete: async (name) => {
      await run('readwrite', (s) => s.delete(name));
    },
  };
}

export function createMemoryKeyStore(): KeyStore {
  const map = new Map<string, CryptoKey>();
  return {
    get: async (name) => map.get(name),
    put: async (name, key) => {
      map.set(name, key);
    },
    delete: async (name) => {
      map.delete(name);
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function parseBlob(raw: string): StoredBlob | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { v, iv, data } = value as Record<string, unknown>;
  if (v !== 1 || typeof iv !== 'string' || typeof data !== 'string') return null;
  return { v, iv, data };
}

export function createSessionStore<T>(name: string, deps: SessionStoreDeps = {}): SessionStore<T> {
  const storage: TextStorage = deps.storage ?? window.localStorage;
  const keys = deps.keys ?? createIndexedDbKeyStore();
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  const random = deps.random ?? ((bytes) => globalThis.crypto.getRandomValues(bytes));

  let keyPromise: Promise<CryptoKey> | null = null;

  const getOrCreateKey = (): Promise<CryptoKey> => {
    keyPromise ??= (async () => {
      const existing = await keys.get(name);
      if (existing) return existing;
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keys.put(name, key);
      return key;
    })().catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
    return keyPromise;
  };

  const clear = async (): Promise<void> => {
    try {
      storage.removeItem(name);
    } catch {
      // storage unavailable: nothing to remove
    }
    keyPromise = null;
    try {
      await keys.delete(name);
    } catch {
      // a key that cannot be deleted is useless without its ciphertext
    }
  };

  return {
    async load() {
      let raw: string | null;
      try {
        raw = storage.getItem(name);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const blob = parseBlob(raw);
        const key = blob ? await keys.get(name) : undefined;
        if (!blob || !key) throw new Error('unreadable session');
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(blob.iv) }, key, fromBase64(blob.data));
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        await clear();
        return null;
      }
    },

    async save(value: T) {
      const key = await getOrCreateKey();
      const iv = random(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
      const blob: StoredBlob = { v: 1, iv: toBase64(iv), data: toBase64(cipher) };
      storage.setItem(name, JSON.stringify(blob));
    },

    clear,
  };
}
