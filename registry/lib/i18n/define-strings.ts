// A view's English strings, registered under a stable id so a locale pack can name them. English
// is the source of truth for the keys and the function signatures every pack must match.

/**
 * Every strings module the host has installed, by id: each `*.strings.ts` adds itself with
 * `declare module`, so a pack is checked against the views the host has and no others.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (each strings module adds itself)
export interface StringModules {}

type Entry<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Entry<T[I]> }
      : T extends object
        ? Translation<T>
        : T

/** One strings module in another language: the same keys, each a string or a function of the same arguments. */
export type Translation<T> = { readonly [K in keyof T]: Entry<T[K]> }

/**
 * A locale pack: the installed strings modules it translates (a module left out stays English,
 * or is derived from English when the pack has `derive`) and the SPEC error texts by error code,
 * with those of its later `parts` once they have loaded.
 * Modules of views the host has not installed are allowed and ignored, so one pack serves every host.
 */
export type LocalePack = { readonly [M in keyof StringModules]?: Translation<StringModules[M]> } & {
  readonly errors?: Readonly<Record<string, string>>
  /**
   * A pack with no tables (the pseudo-locale): makes a strings module's translation, or a SPEC
   * text's, from its English. Its work lives in the pack's own lazily loaded chunk.
   */
  readonly derive?: <T>(english: T) => T
  /**
   * The pack's later parts (the connected account's views, each its own chunk): fetched once
   * their words are needed, so a visitor who only connects downloads the first part alone.
   */
  readonly parts?: ReadonlyArray<() => Promise<LocalePack>>
} & Readonly<Record<string, unknown>>

const ids = new WeakMap<object, string>()

/**
 * Registers a view's English strings under `id` (the key packs use) and returns them unchanged.
 *
 * @example
 * export const sendViewStrings = defineStrings('send-view', { send: 'Send' })
 * declare module '@/registry/lib/i18n/define-strings' { interface StringModules { 'send-view': typeof sendViewStrings } }
 */
export function defineStrings<const T extends object>(id: string, strings: T): T {
  ids.set(strings, id)
  return strings
}

/** The id a strings module was defined with, if it was. */
export function stringsId(strings: object): string | undefined {
  return ids.get(strings)
}
