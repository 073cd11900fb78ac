/**
 * A getter for one value per kit, made on first use. Flows live in their feature's lazy chunk, so
 * they cannot be built with the kit; keyed weakly, a dropped kit takes its flows with it.
 *
 * @example
 * export const getSwapFlow = perKit((kit: WalletKit) => createSwapFlow({ ... }))
 * getSwapFlow(kit) === getSwapFlow(kit) // true
 */
export function perKit<K extends object, T>(create: (kit: K) => T): (kit: K) => T {
  const values = new WeakMap<K, T>()
  return (kit) => {
    let value = values.get(kit)
    if (value === undefined) {
      value = create(kit)
      values.set(kit, value)
    }
    return value
  }
}
