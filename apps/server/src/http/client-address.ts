import { isIP } from 'node:net';

/** The header that carries our resolved client address into better-auth; never taken from outside. */
export const CLIENT_IP_HEADER = 'x-promptnest-client-ip';

/**
 * The client's address (docs/decisions/0010). Without a trusted proxy it is the socket's peer. Behind
 * `trustedHops` proxies of our own, each appends the address it saw to `X-Forwarded-For`, so the entry
 * `trustedHops` from the right is the one our outermost proxy wrote; anything to its left was written by
 * the client and is ignored. An entry that is not an address falls back to the socket's peer.
 */
export function resolveClientAddress(socketAddress: string | null | undefined, forwardedFor: string | undefined, trustedHops: number): string | null {
  const peer = normalizeAddress(socketAddress ?? '');
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return peer;
  const chosen = entries[Math.max(0, entries.length - trustedHops)]!;
  return normalizeAddress(chosen) ?? peer;
}

/** A bare IPv4 or IPv6 address, without a port, brackets or the IPv4-mapped prefix; null when it is none. */
export function normalizeAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}
