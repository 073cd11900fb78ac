import type { BaseLayoutProps } from 'fumadocs-ui/layouts/shared'

/** Navigation shared by the home page and /docs. */
export const layoutOptions: BaseLayoutProps = {
  nav: { title: <span className="font-semibold">walletkit</span>, url: '/' },
  links: [
    { text: 'Docs', url: '/docs/' },
    { text: 'Registry items', url: '/docs/items/connect-modal/' },
  ],
}
