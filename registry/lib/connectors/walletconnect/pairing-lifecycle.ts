import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'

export type Pairing = { uri: string; createdAt: number; expiresAt: number; active: boolean }

/** SPEC §4: a pairing counts as expired from 10 seconds before its 4-minute lifetime ends. */
export function isPairingExpired(pairing: Pick<Pairing, 'expiresAt'>, now: number): boolean {
  return now >= pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS
}

export type PairingLifecycleParameters = {
  /** Called when the current pairing is still inactive as it counts as expired: issue a fresh URI. */
  onExpired: (expired: Pairing) => void
  now?: () => number
}

/**
 * Tracks the pairing a QR shows: inactive until a wallet activates it, replaced by a fresh one
 * when it counts as expired. Uses the global timers, so fake timers drive it in tests.
 *
 * @example
 * const lifecycle = createPairingLifecycle({ onExpired: () => refresh() })
 * lifecycle.start(uri)
 */
export function createPairingLifecycle({ onExpired, now = Date.now }: PairingLifecycleParameters) {
  let current: Pairing | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    start(uri: string): Pairing {
      clear()
      const createdAt = now()
      const pairing: Pairing = { uri, createdAt, expiresAt: createdAt + PAIRING_TTL_MS, active: false }
      current = pairing
      timer = setTimeout(
        () => {
          timer = undefined
          if (current === pairing && !pairing.active) onExpired(pairing)
        },
        Math.max(0, pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - createdAt),
      )
      return pairing
    },
    /** The wallet answered: the pairing is in use and is no longer refreshed. */
    activate(): void {
      if (current) current.active = true
      clear()
    },
    current: (): Pairing | undefined => current,
    isExpired: (): boolean => (current ? !current.active && isPairingExpired(current, now()) : true),
    stop(): void {
      clear()
      current = undefined
    },
  }
}

export type PairingLifecycle = ReturnType<typeof createPairingLifecycle>
