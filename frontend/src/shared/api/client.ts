// The one way the frontend talks to the API. Query keys are the request URLs, so data
// embedded by the server under a URL is found by the hook that asks for the same URL.

export type QueryValue = string | number | undefined | null;

/** `/api/...` with its parameters sorted by name (Django builds the same string). */
export function apiUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const pairs = Object.keys(params)
    .sort()
    .filter((key) => params[key] !== undefined && params[key] !== null && params[key] !== "")
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`);
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}

/**
 * The URL (and query key) of a read the server embedded: `api`'s `:name` segments are `args`'
 * values, URI-encoded ("/api/cache/fetch/:slug/tag"), the other args and `lang` its parameters.
 */
export function readUrl(api: string, args: Readonly<Record<string, QueryValue>>, lang: string): string {
  const params: Record<string, QueryValue> = { ...args, lang };
  const path = api
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1);
      const value = args[name];
      if (value === undefined || value === null || value === "") throw new Error(`${api}: no value for :${name}`);
      delete params[name];
      return encodeURIComponent(String(value));
    })
    .join("/");
  return apiUrl(path, params);
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  status?: string;
  code?: string;
  message?: string;
}

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, ...init });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiRequestError(response.status, body.code ?? "error", body.message ?? response.statusText);
  }
  return (await response.json()) as T;
}

/** POST a form-encoded body (the specification's request format); `signal` cancels a read nobody waits for. */
export async function postForm<T>(
  url: string,
  body: Record<string, string | number>,
  headers: HeadersInit = {},
  signal?: AbortSignal,
): Promise<T> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) form.set(key, String(value));
  return fetchJson<T>(url, {
    method: "POST",
    body: form,
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    signal,
  });
}
