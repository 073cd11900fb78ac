/** Counts HTTP requests per path so tests can prove batching (N calls, one request). */
export type RequestStats = {
  record(path: string): void
  snapshot(): { total: number; paths: Record<string, number> }
  reset(): void
}

export function createRequestStats(): RequestStats {
  let paths = new Map<string, number>()
  return {
    record(path) {
      paths.set(path, (paths.get(path) ?? 0) + 1)
    },
    snapshot() {
      const entries = Object.fromEntries(paths)
      return { total: [...paths.values()].reduce((a, b) => a + b, 0), paths: entries }
    },
    reset() {
      paths = new Map()
    },
  }
}
