/** The network a visitor's address belongs to, for the per-network limit: its /24 (IPv4) or /48 (IPv6). */
import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/** `203.0.113.0/24` for any address in it, `2001:0db8:0001::/48` likewise; an IPv4-mapped IPv6 address counts as its IPv4; anything else as itself. */
export function networkOf(address: string): string {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip) && !ip.includes('.')) return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
  return ip;
}
