import { SiwxDomainMissingError } from '@/registry/lib/errors/siwx-errors'

const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i

/** Whether a Host (`name[:port]`) names this machine. Says nothing about who sent it. */
export const isLoopbackHost = (host: string): boolean => loopbackHost.test(host)

/**
 * For servers: the domain a sign-in message must name, from `SIWX_DOMAIN` (e.g. `app.example.com`).
 * The Host header is whatever the caller sends, so a signature phished on another site could be
 * relayed naming that site; it is trusted only when it is a loopback host in development. In
 * production (`NODE_ENV=production`) a loopback Host proves nothing (any client can send one, and
 * a proxy may forward one), so SIWX_DOMAIN is required. Any other request to a server without
 * SIWX_DOMAIN gets SiwxDomainMissingError.
 *
 * @example
 * const domain = siwxDomainFromEnv(process.env, request.headers.get('host'))
 */
export function siwxDomainFromEnv(env: Readonly<Record<string, string | undefined>>, hostHeader: string | null): string {
  const configured = env.SIWX_DOMAIN?.trim()
  if (configured) return configured
  if (env.NODE_ENV === 'production')
    throw new SiwxDomainMissingError({ details: 'SIWX_DOMAIN is unset in production, where no Host header can be trusted' })
  if (hostHeader && isLoopbackHost(hostHeader)) return hostHeader
  throw new SiwxDomainMissingError({
    details: hostHeader
      ? `SIWX_DOMAIN is unset and the request names ${hostHeader.slice(0, 100)}, which is not this machine`
      : 'SIWX_DOMAIN is unset and the request has no Host header',
  })
}
