import type { FastifyRequest } from 'fastify';
import type { Config } from '../core/config';

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6.
 * Read from the socket, never from X-Forwarded-For, which any client can write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/** The request came over a connection from this machine (a proxy on this machine counts: it is the owner's). */
export function isFromLoopback(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * A code e-mailed to someone (sign-in, e-mail verification) goes to the server's log only for a
 * developer at this machine: in development, and for a request from loopback. Anyone else reads
 * it from their mailbox.
 */
export function logCodeForLocalDeveloper(
  request: FastifyRequest,
  config: Pick<Config, 'nodeEnv'>,
  fields: { email: string; code: string },
  message: string,
): void {
  if (config.nodeEnv === 'development' && isFromLoopback(request)) request.log.info(fields, message);
}
