/**
 * Nonces already spent, each kept until it would have expired anyway, so a captured nonce cookie
 * and signed message cannot be posted a second time. Memory of one server process: a deployment
 * with several instances replaces it with a shared store (Redis, a KV) with the same `use`.
 *
 * @example
 * const usedNonces = createUsedNonces()
 * if (!usedNonces.use(nonce, expiresAt)) refuse('the nonce was already used')
 */
export function createUsedNonces({ now = () => Date.now() }: { now?: (() => number) | undefined } = {}) {
  // Insertion order is (nearly) expiry order: every nonce lives the same time from its issue.
  const spent = new Map<string, number>()
  return {
    /** Records `nonce` as spent until `expiresAt`; false when it already was. */
    use(nonce: string, expiresAt: number): boolean {
      const time = now()
      // Forget the expired ones at the front: they can no longer pass the nonce check. Each entry
      // is looked at once when it goes, plus one live entry per call: linear, not a sweep of the
      // whole ledger per call. One that expires out of order goes when those before it do, within
      // a nonce lifetime, so memory stays bounded.
      for (const [key, until] of spent) {
        if (until > time) break
        spent.delete(key)
      }
      const until = spent.get(nonce)
      if (until !== undefined && until > time) return false
      spent.delete(nonce)
      spent.set(nonce, expiresAt)
      return true
    },
    get size(): number {
      return spent.size
    },
  }
}

export type UsedNonces = ReturnType<typeof createUsedNonces>
