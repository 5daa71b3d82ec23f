import { AppError, isErrorBody } from '@promptnest/core';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls our own API (same origin; the session travels in a cookie). Resolves with the JSON body, or
 * throws an AppError: the server's code, message and field messages, or INTERNAL when the network
 * fails or the answer is not ours.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: hasBody ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('INTERNAL');
  }

  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) throw new AppError(body.error, body.message, body.fields);
  if (!response.ok || body === undefined) throw new AppError('INTERNAL');
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** True for errors the server answered on purpose (4xx); false for outages, bugs and lost connections. */
export function isClientError(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}
