import { isSafeLocalPath } from '@promptnest/core';

/** Where a link whose redirect target is not a plain path of ours sends the person instead. */
export const SAFE_CALLBACK_FALLBACK = '/app';

/** Query parameters better-auth redirects to once it has handled the link. */
const CALLBACK_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * The request with every redirect target in its query made safe: a target that is not a plain path on this
 * site (isSafeLocalPath) becomes /app. The link still works (a real confirmation link is never refused), it
 * just cannot send anyone to another site. better-auth's own check lets `/.//host` through, and it answers
 * that with `Location: //host`.
 */
export function withSafeCallbacks(request: Request): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const name of CALLBACK_PARAMS) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0 || (values.length === 1 && isSafeLocalPath(values[0]))) continue;
    // One value only: a repeated parameter could be read differently here and in better-auth.
    url.searchParams.set(name, values.find((value) => isSafeLocalPath(value)) ?? SAFE_CALLBACK_FALLBACK);
    changed = true;
  }
  return changed ? new Request(url, request) : request;
}
