/**
 * The environment a developer's shell gives a command: this process's, less what the test runner
 * set for itself. Vitest sets NODE_ENV=test (and its own VITEST* and TEST flags); a host's
 * `vite build` or `next build` run under NODE_ENV=test bundles React's development build, so the
 * tests would load, measure and drive a build no user ships.
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) continue
    env[key] = value
  }
  // Next's types make NODE_ENV a required key; a shell without it is exactly the point.
  return { ...env, ...extra } as NodeJS.ProcessEnv
}

/**
 * Runs an in-process production build (Vite's `build()` reads NODE_ENV from this process) under
 * NODE_ENV=production, then puts the runner's value back for the tests that follow in this worker.
 */
export async function asProduction<T>(build: () => Promise<T>): Promise<T> {
  const env = process.env as Record<string, string | undefined>
  const runner = env.NODE_ENV
  env.NODE_ENV = 'production'
  try {
    return await build()
  } finally {
    if (runner === undefined) delete env.NODE_ENV
    else env.NODE_ENV = runner
  }
}
