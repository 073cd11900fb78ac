import type { Route } from './http'

export type Match = { route: Route; params: Record<string, string> }

function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0)
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    // A malformed escape is the client's problem; the raw segment then fails validation as a 4xx.
    return part
  }
}

/** Finds the route for a method and path; `/v1/` and `/v1` are the same path. */
export function matchRoute(routes: ReadonlyArray<Route>, method: string, path: string): Match | 'method-not-allowed' | null {
  const parts = segments(path)
  let pathMatched = false
  for (const route of routes) {
    const pattern = segments(route.path)
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((p, i) => {
      const part = parts[i] ?? ''
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(part)
        return true
      }
      return p === part
    })
    if (!ok) continue
    pathMatched = true
    if (route.method === method) return { route, params }
  }
  return pathMatched ? 'method-not-allowed' : null
}
