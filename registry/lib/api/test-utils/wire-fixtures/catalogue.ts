import { UNLISTED_FIELD, type WireFixture } from './wire-shape'

// Test-only. What https://api.web3modal.org sends, written by hand from API.md §3 (the WcWallet
// table and "Other catalogue endpoints"). Every call carries projectId, st and sv, never clientId.

const std = ['projectId', 'st', 'sv'] as const
const extra = { [UNLISTED_FIELD]: 'a field a newer server sends' }

export const catalogueFixtures = {
  getWallets: {
    source: 'API.md §3 GET /getWallets, WcWallet',
    request: {
      method: 'GET',
      path: '/getWallets',
      query: {
        required: [...std, 'page', 'entries', 'chains'],
        optional: ['search', 'include', 'exclude', 'badge_type', 'names', 'rdns', 'include_pay_only', 'sort'],
      },
    },
    full: {
      data: [
        {
          id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
          name: 'MetaMask',
          badge_type: 'certified',
          description: 'The most trusted crypto wallet',
          chains: ['eip155:1', 'eip155:137', 'eip155:8453'],
          homepage: 'https://metamask.io/',
          image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
          image_url: 'https://api.web3modal.org/getWalletImage/018b2d52-10e9-4158-1fde-a5d5bac5aa00',
          order: 10,
          link_mode: 'https://metamask.app.link/wc',
          mobile_link: 'metamask://',
          desktop_link: 'metamask://',
          webapp_link: 'https://portfolio.metamask.io',
          app_store: 'https://apps.apple.com/app/metamask/id1438144202',
          play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
          chrome_store: 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
          rdns: 'io.metamask',
          injected: [{ namespace: 'eip155', injected_id: 'isMetaMask', ...extra }, {}],
          display_index: 0,
          supports_wc: true,
          supports_wcpay: false,
          ...extra,
        },
        {
          id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
          name: 'Trust Wallet',
          badge_type: 'none',
          link_mode: null,
          mobile_link: 'trust://',
          desktop_link: null,
          webapp_link: null,
          app_store: null,
          play_store: null,
          chrome_store: null,
          rdns: null,
          injected: null,
        },
      ],
      count: 612,
      ...extra,
    },
    minimal: { data: [{ id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow' }], count: 1 },
  },
  analyticsConfig: {
    source: 'API.md §3 GET /getAnalyticsConfig',
    request: { method: 'GET', path: '/getAnalyticsConfig', query: { required: std } },
    full: { isAnalyticsEnabled: true, ...extra },
    minimal: { isAnalyticsEnabled: false },
  },
  // The three below have no client in the kit yet (the kit reads its features from its own
  // config); the fixtures hold devnet's stand-in to the real shape all the same.
  projectConfig: {
    source: 'API.md §3 GET /appkit/v1/config',
    request: { method: 'GET', path: '/appkit/v1/config', query: { required: std } },
    full: {
      features: [
        { id: 'social_login', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster'], ...extra },
        { id: 'swap', isEnabled: false, config: null },
      ],
      ...extra,
    },
    minimal: { features: [] },
  },
  projectLimits: {
    source: 'API.md §3 GET /appkit/v1/project-limits',
    request: { method: 'GET', path: '/appkit/v1/project-limits', query: { required: std } },
    full: { planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: true, ...extra }, ...extra },
    minimal: { planLimits: { tier: 'none', isAboveRpcLimit: false, isAboveMauLimit: false } },
  },
  allowedOrigins: {
    source: 'API.md §3 GET /projects/v1/origins',
    request: { method: 'GET', path: '/projects/v1/origins', query: { required: std } },
    full: { allowedOrigins: ['https://app.example.com', 'https://*.example.org'], ...extra },
    minimal: { allowedOrigins: [] },
  },
} satisfies Record<string, WireFixture>
