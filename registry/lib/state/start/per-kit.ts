/**
 * What identifies one kit: its connection store, so a copy of the kit (`{ ...kit, extra }`, made by
 * a host or a test) reaches the same flows as the kit itself.
 */
function kitKey(kit: object): object {
  const connection = (kit as { connection?: unknown }).connection
  return typeof connection === 'object' && connection !== null ? connection : kit
}

/**
 * A getter for one value per kit, made on first use. Flows live in their feature's lazy chunk, so
 * they cannot be built with the kit; keyed weakly, a dropped kit takes its flows with it. The one
 * per-kit memo of lib/state: every `getXFlow(kit)` is made with it.
 *
 * @example
 * export const getSwapFlow = perKit((kit: WalletKit) => createSwapFlow({ ... }))
 * getSwapFlow(kit) === getSwapFlow({ ...kit }) // true
 */
export function perKit<K extends object, T>(create: (kit: K) => T): (kit: K) => T {
  const values = new WeakMap<object, T>()
  return (kit) => {
    const key = kitKey(kit)
    let value = values.get(key)
    if (value === undefined) {
      value = create(kit)
      values.set(key, value)
    }
    return value
  }
}
