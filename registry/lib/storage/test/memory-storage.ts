import type { KeyValueStorage } from '../safe-storage'

/** An in-memory Web Storage with switches to make it fail the way browsers do. */
export function memoryStorage() {
  const data = new Map<string, string>()
  const failures = { read: undefined as Error | undefined, write: undefined as Error | undefined }
  const storage: KeyValueStorage = {
    getItem(key) {
      if (failures.read) throw failures.read
      return data.get(key) ?? null
    },
    setItem(key, value) {
      if (failures.write) throw failures.write
      data.set(key, String(value))
    },
    removeItem(key) {
      if (failures.write) throw failures.write
      data.delete(key)
    },
  }
  return { storage, data, failures }
}

/** What Chromium throws when the origin's quota is used up. */
export function quotaExceededError(): Error {
  return new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError')
}
