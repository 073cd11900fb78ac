import { UNLISTED_FIELD, type WireFixture } from './wire-shape'

// Test-only. What https://pulse.walletconnect.org takes, written by hand from API.md §4. Here the
// fixtures are request bodies (API.md gives the service's answer no type): `full` and `minimal`
// are what a client may post, so our senders' bodies are held to their shape and the stand-in
// must record each of them.

const extra = { [UNLISTED_FIELD]: 'a field a newer client sends' }
const query = { required: ['projectId', 'sv'], optional: ['st'] } as const

const trackEvent = {
  eventId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  url: 'https://app.example.com/swap?from=ETH',
  domain: 'app.example.com',
  timestamp: 1764633600123,
  props: {
    type: 'track',
    event: 'WALLET_IMPRESSION_V2',
    address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    properties: { caipNetworkId: 'eip155:1', view: 'Connect', ...extra },
    items: [
      {
        name: 'MetaMask',
        walletRank: 1,
        explorerId: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
        view: 'Connect',
        displayIndex: 0,
        query: 'meta',
        certified: true,
      },
      { name: 'Rabby', walletRank: 2, rdnsId: 'io.rabby', view: 'AllWallets' },
    ],
    ...extra,
  },
  ...extra,
}
const minimalEvent = {
  eventId: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  url: 'https://app.example.com/',
  domain: 'app.example.com',
  timestamp: 1764633601000,
  props: { type: 'track', event: 'MODAL_OPEN' },
}

export const analyticsFixtures = {
  batch: {
    source: 'API.md §4 POST /batch (body: a JSON array of events)',
    request: { method: 'POST', path: '/batch', query, body: 'array' },
    full: [
      trackEvent,
      { ...minimalEvent, props: { type: 'track', event: 'MODAL_CLOSE', properties: { caipNetworkId: 'eip155:1', connected: true } } },
    ],
    minimal: [minimalEvent],
    records: ['[].props.properties'],
  },
  event: {
    source: 'API.md §4 POST /e (one event, the batch fields as one object)',
    request: { method: 'POST', path: '/e', query, body: { required: ['eventId', 'url', 'domain', 'timestamp', 'props'] } },
    full: trackEvent,
    minimal: minimalEvent,
    records: ['props.properties'],
  },
  telemetryError: {
    // The kit does not send these (SPEC's events are tracks); the stand-in must take them all the same.
    source: 'API.md §4 POST /e as TelemetryController sends it (ISO timestamp, error props)',
    request: { method: 'POST', path: '/e', query, body: { required: ['eventId', 'url', 'domain', 'timestamp', 'props'] } },
    full: {
      eventId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: '2025-12-02T00:00:00.000Z',
      props: {
        type: 'error',
        event: 'API_ERROR',
        errorType: 'HTTP_STATUS',
        errorMessage: 'HTTP status code: 502',
        stackTrace: 'Error: HTTP status code: 502\n    at FetchUtil.get',
        ...extra,
      },
      ...extra,
    },
    minimal: {
      eventId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: '2025-12-02T00:00:01.000Z',
      props: { type: 'error', event: 'SECURE_SITE_ERROR', errorType: 'FRAME_LOAD', errorMessage: 'Unable to load', stackTrace: '' },
    },
  },
} satisfies Record<string, WireFixture>
