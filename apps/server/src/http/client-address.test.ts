import { describe, expect, it } from 'vitest';
import { normalizeAddress, resolveClientAddress } from './client-address.js';

describe('resolveClientAddress', () => {
  it('uses the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1', 0)).toBe('127.0.0.1');
  });

  it('takes the entry our proxy appended (the right-most), never the client-written left ones', () => {
    expect(resolveClientAddress('10.0.0.2', 'evil, 1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('counts N entries from the right with N proxies, and stops at the left end', () => {
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('falls back to the peer when the chosen entry is not an address', () => {
    expect(resolveClientAddress('::ffff:10.0.0.2', '1.1.1.1, not-an-ip', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress(undefined, '', 1)).toBeNull();
  });

  it('normalises ports, brackets and IPv4-mapped IPv6', () => {
    expect(normalizeAddress('203.0.113.9:4431')).toBe('203.0.113.9');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('192.0.2.1\u0000')).toBeNull();
  });
});
