import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Get a wallet view (issue 30); a host translates by editing this file. */
export const getWalletViewStrings = defineStrings('get-wallet-view', {
  /** Short explanations for someone who has never used a wallet. */
  points: [
    {
      id: 'what',
      title: 'What is a wallet?',
      body: 'An app that keeps your digital money and your account for apps like this one, in one place.',
    },
    {
      id: 'why',
      title: 'Why sign in with it?',
      body: 'No new password to make up: the wallet proves the account is yours, and you approve every request in it.',
    },
    {
      id: 'free',
      title: 'Free, and yours',
      body: 'Getting one costs nothing. You hold its keys: no one else, not even this app, can move what is in it.',
    },
  ],
  walletsHeading: 'Wallets to start with',
  noWallets: 'No wallet suggestions could be loaded right now',
  stores: { appStore: 'App Store', playStore: 'Google Play', webapp: 'Web app' },
  /** The accessible name of a store link: "Get Aurora Wallet on the App Store". */
  storeLinkLabel: {
    appStore: (wallet: string) => `Get ${wallet} on the App Store`,
    playStore: (wallet: string) => `Get ${wallet} on Google Play`,
    webapp: (wallet: string) => `Open ${wallet} on the web`,
  },
  quickStart: {
    heading: 'Quickest start',
    body: 'Not ready to install anything? Use your e-mail and a wallet is made for you here.',
    bodySocial: 'Not ready to install anything? Use a social account and a wallet is made for you here.',
    email: 'Continue with e-mail',
    social: 'Continue with a social account',
  },
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'get-wallet-view': typeof getWalletViewStrings
  }
}
