import { AppError, isErrorBody } from '@promptnest/core';
import { routeUrl, type RouteInput, type RouteOutput } from './api-client';

/**
 * Sends a declared route's JSON body with XMLHttpRequest, which (unlike fetch) reports how much of the
 * body has gone: a large import file shows a progress bar. Answers and errors are read as `call` reads them.
 */
export function uploadWithProgress<R extends { method: string; path: string }>(route: R, input: RouteInput<R>, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<RouteOutput<R>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method.toUpperCase(), routeUrl(route, input));
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new AppError('INTERNAL'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (isErrorBody(body)) reject(new AppError(body.error, body.message, body.fields));
      else if (request.status >= 300 || body === undefined) reject(new AppError('INTERNAL'));
      else resolve(body as RouteOutput<R>);
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(JSON.stringify((input as { body?: unknown }).body ?? {}));
  });
}
