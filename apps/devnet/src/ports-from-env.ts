import { defaultPorts, type DevnetPorts } from './types'

/** The environment variable overriding each service's default port. */
export const portEnvNames: Record<keyof DevnetPorts, string> = {
  evm: 'WALLETKIT_EVM_PORT',
  solana: 'WALLETKIT_SOLANA_PORT',
  services: 'WALLETKIT_SERVICES_PORT',
  frame: 'WALLETKIT_FRAME_PORT',
  relay: 'WALLETKIT_RELAY_PORT',
}

/**
 * Each service's port: its WALLETKIT_*_PORT variable when set, else the default
 * (`npm run devnet`, `walletkit devnet` without --free-ports). Throws on a value that is not a port.
 */
export function portsFromEnv(env: Record<string, string | undefined> = process.env): DevnetPorts {
  const port = (key: keyof DevnetPorts): number => {
    const raw = env[portEnvNames[key]]
    if (raw === undefined || raw === '') return defaultPorts[key]
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${portEnvNames[key]} must be a port number, got "${raw}"`)
    return value
  }
  return { evm: port('evm'), solana: port('solana'), services: port('services'), frame: port('frame'), relay: port('relay') }
}
