import { describe, expect, it } from 'vitest';
import { resolveReturnPath } from './auth-schemas.js';
import { isSafeLocalPath, MAX_LOCAL_PATH_LENGTH } from './local-path.js';

/** Each of these is read by a browser (or a proxy in front of us) as another site, or may be. */
const unsafeTargets = [
  '//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/../b',
  '/./app',
  '/app/.',
  '/app/..',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5c/evil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '/app\\..\\..\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '/\u0000/evil.example',
  '/ /evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'evil.example',
  'app',
  '',
];

describe('isSafeLocalPath', () => {
  it.each(['/', '/app', '/app/favorites', '/shared/abc_-1', '/app?tag=x&q=a%2Fb', '/auth?error=google#top', '/app/prompt/new', '/a.b/c..d/.e'])(
    'accepts the plain path %j',
    (path) => {
      expect(isSafeLocalPath(path)).toBe(true);
    },
  );

  it.each(unsafeTargets)('refuses %j', (path) => {
    expect(isSafeLocalPath(path)).toBe(false);
  });

  it('refuses what is not a string, and an overlong path', () => {
    for (const value of [undefined, null, 1, ['/app'], { path: '/app' }]) expect(isSafeLocalPath(value)).toBe(false);
    expect(isSafeLocalPath(`/${'a'.repeat(MAX_LOCAL_PATH_LENGTH)}`)).toBe(false);
  });

  it('is the rule resolveReturnPath follows: an unsafe returnTo goes to /app', () => {
    for (const path of unsafeTargets) expect(resolveReturnPath(path, 'save')).toBe('/app');
  });
});
