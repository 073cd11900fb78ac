import type { Config } from '@react-router/dev/config'

// Framework mode with server rendering: each request renders on the server first.
export default { ssr: true } satisfies Config
