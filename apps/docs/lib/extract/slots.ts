/**
 * Every `data-slot="…"` a file renders, in order of first appearance: the hooks a host uses to
 * restyle a part without editing the component (`[data-slot="connect-button"] { … }`).
 */
export function extractSlots(sources: readonly string[]): string[] {
  const seen = new Set<string>()
  const pattern = /data-slot=(?:"([^"]+)"|\{'([^']+)'\}|\{"([^"]+)"\})/g
  for (const source of sources) {
    for (const match of source.matchAll(pattern)) {
      const slot = match[1] ?? match[2] ?? match[3]
      if (slot) seen.add(slot)
    }
  }
  return [...seen]
}
