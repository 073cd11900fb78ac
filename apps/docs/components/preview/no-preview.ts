/**
 * The registry items whose page has no live preview, each with the reason its page gives. Every
 * other item must have a preview (preview-names.ts): the docs e2e test fails for an item on
 * neither list, and for an item on both.
 */

const lib = 'This item renders nothing by itself: it is framework-free code (no React) that the hooks and views build on.'
const flow =
  'A framework-free store with its actions, no UI of its own: the preview of the view that uses it (Used by) runs it against the fixtures.'
const appHook =
  'A hook for your own code over the connected wallet (viem, ethers, @solana/web3.js, Bitcoin PSBTs, @polkadot/api): it renders nothing. The guide "Use the connected wallet" shows it in use.'
const server =
  'Server code: a Next.js route handler and page that run on your server, not in the browser, so there is nothing to render here. The SIWX guide walks through it.'

const wagmiBridge =
  'The wagmi connector and the component that keeps wagmi and walletkit in step: they render nothing. The wagmi guide shows them in an app.'
const noPreviewYet = 'Its live preview is not written yet; the Connect view links to it when it is installed, and the unit tests render it.'

// A locale pack is text only; every preview's Language menu shows a view in each pack's language.
const localePack =
  "Translations only, no UI of its own: pick this language in the Language menu of any view's preview to see that view in it."
const localePacks = Object.fromEntries(
  ['ar', 'de', 'es', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW'].map(
    (tag) => [`locale-${tag.toLowerCase()}`, localePack],
  ),
)
const pseudoPack =
  "Derives every string from English, accented and 40% longer: pick English (Pseudo-Accents) in the Language menu of any view's preview to see how the view takes longer text."

export const noPreview: Readonly<Record<string, string>> = {
  wagmi: wagmiBridge,
  'use-get-wallet': 'The hook behind the Get a wallet view (the suggested wallets and the quickest start); it renders nothing itself.',
  'get-wallet-view': noPreviewYet,
  logger: lib,
  errors: lib,
  caip: lib,
  chains: lib,
  storage: lib,
  utils: lib,
  'lru-map': lib,
  'random-uuid': lib,
  'http-client': lib,
  'blockchain-api': lib,
  'catalogue-api': lib,
  analytics: lib,
  evm: lib,
  solana: lib,
  frame: lib,
  connectors: lib,
  'solana-connectors': lib,
  'bitcoin-connectors': lib,
  bitcoin: lib,
  'polkadot-connectors': lib,
  polkadot: lib,
  state: lib,
  'walletconnect-connector': lib,
  'auth-connector': lib,
  'siwx-types': lib,
  siwx: lib,
  'siwx-browser-sessions': lib,
  'siwx-api-sessions': lib,
  'siwx-server-sessions': lib,
  'kit-evm-account': lib,
  'eip1193-provider': lib,
  'use-wallet-provider': appHook,
  'use-wallet-client': appHook,
  'use-public-client': appHook,
  'solana-signer': lib,
  locale: lib,
  i18n: lib,
  ...localePacks,
  'locale-pseudo': pseudoPack,
  'use-strings':
    "The hook every view reads its strings through, in the active locale; it renders nothing itself. Every view's preview has a Language menu that switches it.",
  'use-seconds-until': 'The countdown hook behind Try again in 30s and the e-mail code resend wait; it renders nothing itself.',
  'use-locale':
    "The active locale as a hook; it renders nothing itself. useFormat and useStrings read it; every view's preview has a Language menu that switches it.",
  'use-format':
    'The formatters the views use for numbers and dates in the active locale; it renders nothing itself. Every view preview formats through it.',
  'use-solana-signer': appHook,
  'bitcoin-provider': lib,
  'use-bitcoin-provider': appHook,
  'polkadot-signer': lib,
  'use-polkadot-signer': appHook,
  'register-name-flow': flow,
  permissions: lib,
  'use-permissions':
    'A hook for your own code over the connected account (grant, list and revoke permissions and smart sessions): it renders nothing. The permissions guide shows it in use.',
  'history-flows': flow,
  'swap-flow': flow,
  'onramp-flow': flow,
  'send-flow': flow,
  'siwx-next-server': server,
  testing:
    'Test code for your own Playwright or Vitest tests (a devnet launcher, the injected test wallet, the dev mailbox) and a reader the app uses only under test: nothing to render. The testing guide shows a test that connects and writes to a contract.',
  'testing-playwright':
    'Playwright Test fixtures for your own tests: nothing to render. The testing guide shows a spec that connects and writes to a contract with them.',
  'testing-walletconnect': 'A WalletConnect test wallet for your own tests: nothing to render. The testing guide pairs it from the modal.',
}

/** The reason an item's page gives for having no preview, if it is on the list. */
export function noPreviewReason(name: string): string | undefined {
  return Object.hasOwn(noPreview, name) ? noPreview[name] : undefined
}
