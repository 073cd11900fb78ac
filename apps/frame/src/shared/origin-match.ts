/**
 * Whether an origin matches one of the allowed patterns: exact origins, or `*` standing for any
 * port (`http://127.0.0.1:*`) or one subdomain label (`https://*.example.com`).
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => toRegExp(pattern).test(origin))
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const withPorts = escaped.replace(/:\*$/, ':\\d{1,5}')
  return new RegExp(`^${withPorts.replace(/\*/g, '[a-z0-9-]+')}$`)
}
