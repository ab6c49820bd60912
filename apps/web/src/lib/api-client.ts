import type { z } from 'zod';
import { loadReceivedTexts } from './i18n/translate-external';

/** docs/product.md#roles/§9: the bearer token is kept under this key and removed on sign-out. */
const ACCESS_TOKEN_KEY = 'access-token';

/** An API answer other than 2xx, carrying the server's message (safe to show to the user). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues: { path: string; message: string }[] = [],
    public readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates (and strips) the answer; a mismatch is a bug, reported as an error. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

function buildUrl(path: string, query?: ApiOptions<unknown>['query']): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** How calls reach the API: the browser's fetch, or on the server its in-process answer. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's render sends the app's calls to the API in-process (entry-server.tsx, ADR 0370). */
export function sendApiCallsWith(sender: typeof fetch): void {
  send = sender;
}

/** The one way the app talks to the API: same origin, session cookie, and the stored bearer token. */
export async function apiRequest<T>(path: string, options: ApiOptions<T> = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body ? 'POST' : 'GET');
  // What a person did (not a read) reports its failure in a toast, written once: a Bangla page fetches
  // the API's messages first. A read's error shows in the page, which re-renders when they arrive
  // (translateExternal asks for them), so a failed background read costs nothing (ADR 0104).
  const beforeReporting = () => (method === 'GET' ? undefined : loadReceivedTexts());
  const response = await send(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  }).catch(async (error: unknown) => {
    await beforeReporting();
    throw error;
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    await beforeReporting();
    const err = (parsed ?? {}) as { message?: string; issues?: { path: string; message: string }[] };
    throw new ApiError(
      response.status,
      err.message ?? `Request failed (${response.status})`,
      err.issues ?? [],
      parsed,
    );
  }
  const data = options.schema ? options.schema.parse(parsed) : (parsed as T);
  return { data, headers: response.headers };
}

/** apiRequest for callers that only need the body. */
export async function api<T>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  return (await apiRequest(path, options)).data;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}
