/**
 * Escapes one path segment but keeps ':' readable, because the services take CAIP ids
 * (`eip155:1:0x...`) as raw path segments and colons are legal there (RFC 3986).
 *
 * @example
 * `/v1/sessions/${pathSegment('eip155:1:0xabc')}` // '/v1/sessions/eip155:1:0xabc'
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}
