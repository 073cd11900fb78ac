/**
 * A browser's cookie jar for tests of the SIWX route handlers: keeps what Set-Cookie says (a
 * cleared or expired cookie is dropped) and sends it back, so two jars are two browsers.
 */
export function createCookieJar() {
  const cookies = new Map<string, { value: string; attributes: string }>()
  return {
    cookies,
    header: (): string => [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
    take(response: Response): Response {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';')
        const [name = '', ...value] = pair.split('=')
        const expires = /expires=([^;]+)/i.exec(line)?.[1]
        const gone = value.join('=') === '' || /max-age=0(;|$)/i.test(line) || (expires !== undefined && Date.parse(expires) <= Date.now())
        if (gone) cookies.delete(name.trim())
        else cookies.set(name.trim(), { value: value.join('='), attributes: attributes.join(';').trim() })
      }
      return response
    },
  }
}
