// Where the wiring files live in the registry. Apart from the editors (wire-views, wire-locales)
// so that a command can name them without loading ts-morph and the TypeScript compiler it
// carries: that load is half of every CLI start (`walletkit --version` 0.45 s, 0.22 s of it).

export const VIEWS_REGISTRY_PATH = 'registry/components/modal/installed-views.tsx'
export const LOCALES_REGISTRY_PATH = 'registry/lib/i18n/installed-locales.ts'
