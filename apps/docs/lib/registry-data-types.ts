/**
 * The shape of `.generated/registry-data.json`: everything an item page shows, computed from
 * registry/registry.json and the item's files by scripts/generate-registry-data.ts before
 * `next build`, so pages never drift from the registry.
 */
export type ApiMember = { name: string; type: string; optional: boolean; doc: string }

export type ApiEntry = {
  /** `function`, `component` (a function whose name starts upper-case), `type` or `const`. */
  kind: 'function' | 'component' | 'type' | 'const'
  name: string
  /** The declaration's signature or type text, as written in the source. */
  signature: string
  doc: string
  /** For object-like types: their own members (parts of an intersection that are literals). */
  members: ApiMember[]
  file: string
}

/**
 * `value` is the source text (a function entry's source); `english` what the view shows, a
 * function entry called with the sample arguments `samples` (set when the module was loaded).
 */
export type StringEntry = { key: string; value: string; english?: string; samples?: string }

export type ItemFile = {
  /** Path in this repo (registry/...). */
  path: string
  /** Where `walletkit add` writes it in a Vite app with the default aliases. */
  target: string
  /** The file as the CLI writes it: `@/registry/...` imports rewritten to the default aliases. */
  code: string
  lang: string
}

export type ItemData = {
  name: string
  type: string
  title: string
  description: string
  version: string
  dependencies: string[]
  devDependencies: string[]
  registryDependencies: string[]
  /** Items that list this one in their registryDependencies. */
  usedBy: string[]
  view: { route: string; export: string } | null
  files: ItemFile[]
  api: ApiEntry[]
  /** `module`: the id the strings were defined with, the key locale packs use (set when the module was loaded). */
  strings: Array<{ file: string; name: string; module?: string; entries: StringEntry[] }>
  slots: string[]
}

export type ThemeVariable = { name: string; dark: string; light: string; base: string; doc: string }

export type RegistryData = {
  name: string
  homepage: string
  items: ItemData[]
  themeVariables: ThemeVariable[]
}
