import { Buffer } from 'buffer'

// esbuild injects this into the bundle so `Buffer` resolves in the browser as it does in Node.
export { Buffer }
