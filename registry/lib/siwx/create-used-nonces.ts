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
  const spent = new Map<string, number>()
  return {
    /** Records `nonce` as spent until `expiresAt`; false when it already was. */
    use(nonce: string, expiresAt: number): boolean {
      const time = now()
      // Forget the expired ones first: they can no longer pass the nonce check, and memory stays bounded.
      for (const [key, until] of spent) if (until <= time) spent.delete(key)
      if (spent.has(nonce)) return false
      spent.set(nonce, expiresAt)
      return true
    },
    get size(): number {
      return spent.size
    },
  }
}

export type UsedNonces = ReturnType<typeof createUsedNonces>
