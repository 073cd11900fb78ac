/**
 * A getter for one value per kit, made on first use. Flows live in their feature's lazy chunk, so
 * they cannot be built with the kit; keyed weakly, a dropped kit takes its flows with it. The one
 * per-kit memo of lib/state: every `getXFlow(kit)` is made with it, marked `/* @__PURE__ *\/` so a
 * bundle that imports the module for something else drops an unused getter.
 *
 * @example
 * export const getSwapFlow = perKit((kit: WalletKit) => createSwapFlow({ ... }))
 * getSwapFlow(kit) === getSwapFlow({ ...kit }) // true
 */
export function perKit<K extends object, T>(create: (kit: K) => T): (kit: K) => T {
  const values = new WeakMap<object, T>()
  return (kit) => {
    // The kit's connection store identifies it: a copy of the kit ({ ...kit, extra }, made by a host
    // or a test) reaches the same value as the kit itself.
    const key = (kit as { connection?: object }).connection ?? kit
    let value = values.get(key)
    if (value === undefined) {
      value = create(kit)
      values.set(key, value)
    }
    return value
  }
}
