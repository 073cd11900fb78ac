type Listener<Args extends unknown[]> = (...args: Args) => void
// Listeners of different events live in one map; each is only ever called with its own event's args.
type AnyListener = (...args: never[]) => void

/**
 * A minimal typed event emitter for connectors; the event map's values are listener
 * argument tuples.
 *
 * @example
 * const events = createEmitter<{ change: [accounts: string[]] }>()
 * events.on('change', (accounts) => {})
 */
export function createEmitter<Events extends Record<string, unknown[]>>() {
  const listeners = new Map<keyof Events, Set<AnyListener>>()
  return {
    on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as unknown as AnyListener)
      return () => set.delete(listener as unknown as AnyListener)
    },
    off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
      listeners.get(event)?.delete(listener as unknown as AnyListener)
    },
    emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as unknown as Listener<Events[K]>)(...args)
    },
    clear(): void {
      listeners.clear()
    },
  }
}

export type Emitter<Events extends Record<string, unknown[]>> = ReturnType<typeof createEmitter<Events>>
