import type { Envelope } from '@cp/contract';

/** The parsed `{status, data, message}` body, with paging totals when the call returns them. */
export type ApiResponse<T> = Envelope<T> & { total_page?: number; total_record?: number };

export type ApiFailureKind = 'lost-session' | 'server-failure';

/** Thrown only for the two failure cases; a `status:false` answer is returned, not thrown. */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  /** HTTP status, or 0 when the request never got an answer. */
  readonly httpStatus: number;

  constructor(kind: ApiFailureKind, httpStatus: number, message?: string) {
    super(message ?? (kind === 'lost-session' ? 'Session lost' : 'Server failure'));
    this.name = 'ApiError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientOptions {
  /** The current session token, or null when logged out. */
  getToken: () => string | null | undefined;
  /** HTTP 401 on a call that carried a token, or a JSON body without `status`. */
  onLostSession: () => void;
  /**
   * Resolves once no session change (a logout, a new session replacing this one) is under way:
   * awaited before a 401 is judged, so a refusal of a token being replaced is not a lost session.
   */
  sessionSettled: () => Promise<void>;
  /** Network failure, HTTP 5xx, or a body that is not JSON. */
  onServerFailure: () => void;
  /** Defaults to `/api/v1` on the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Do not call onLostSession/onServerFailure (the ApiError is still thrown), e.g. for logout. */
  quiet?: boolean;
  /**
   * The call is the session change itself (logout): its own 401 is final, not something to wait
   * out with `sessionSettled`, which waits for this very call.
   */
  endsSession?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  del<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

function hasStatus(value: unknown): value is ApiResponse<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api/v1';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const onLostSession = requestOptions.quiet ? () => {} : options.onLostSession;
    const onServerFailure = requestOptions.quiet ? () => {} : options.onServerFailure;
    const token = options.getToken() ?? null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Token ${token}`;
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (requestOptions.signal) init.signal = requestOptions.signal;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, init);
    } catch (error) {
      // An aborted request (react-query cancelling) is not a server failure.
      if (requestOptions.signal?.aborted) throw error;
      onServerFailure();
      throw new ApiError('server-failure', 0, 'Network failure');
    }

    if (response.status >= 500) {
      onServerFailure();
      throw new ApiError('server-failure', response.status);
    }

    let parsed: unknown;
    try {
      parsed = JSON.parse(await response.text());
    } catch (error) {
      // Cancelled while its answer was being read (its page closed): no failure either.
      if (requestOptions.signal?.aborted) throw error;
      onServerFailure();
      throw new ApiError('server-failure', response.status, 'Unparseable response');
    }

    // A 401 for a token that was replaced while the request was out (opening a verification link
    // ends the session and answers with a new one) says nothing of the current session: once the
    // change has settled, the request is sent again with the current token. The server refused it
    // before acting on it.
    if (response.status === 401 && token && !requestOptions.endsSession) {
      await options.sessionSettled();
      const current = options.getToken() ?? null;
      if (current && current !== token) return request<T>(method, path, body, requestOptions);
    }
    // A 401 ends the session only when there was one; without a token (e.g. a failed login) the
    // envelope is the caller's to show.
    if (response.status === 401 && (token || !hasStatus(parsed))) {
      onLostSession();
      throw new ApiError('lost-session', 401);
    }
    if (!hasStatus(parsed)) {
      onLostSession();
      throw new ApiError('lost-session', response.status, 'Response without status');
    }
    return parsed as ApiResponse<T>;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
    del: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
  };
}
