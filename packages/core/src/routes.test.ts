import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes.js';

describe('isKnownPagePath', () => {
  it.each(['/', '/auth', '/confirm-deletion', '/shared/Ab3_x-9', '/app', '/app/', '/app/favorites', '/app/templates', '/app/shared', '/app/trash', '/app/account', '/app/template/1', '/app/prompt/new', '/app/prompt/42', '/app/prompt/edit/42'])('knows %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });
  it.each(['/nope', '/app/nope', '/app/prompt', '/shared', '/app/prompt/1/2', '/auth/x'])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});
