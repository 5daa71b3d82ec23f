import { describe, expect, it } from 'vitest';
import { hostOf } from './consent-texts';

describe('hostOf', () => {
  it('shows the host of an address', () => {
    expect(hostOf('https://claude.ai')).toBe('claude.ai');
    expect(hostOf('https://chatgpt.com/some/path?x=1')).toBe('chatgpt.com');
    expect(hostOf('http://127.0.0.1:9/callback')).toBe('127.0.0.1:9');
  });
  it('shows nothing for no address or one that is not', () => {
    expect(hostOf(null)).toBeNull();
    expect(hostOf('')).toBeNull();
    expect(hostOf('not a url')).toBeNull();
  });
});
