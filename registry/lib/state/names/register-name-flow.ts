import { createStore } from 'zustand/vanilla'
import { HttpStatusError } from '@/registry/lib/errors/api'
import { findCause } from '@/registry/lib/errors/cause-chain'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import { isHexSignedMessage } from '@/registry/lib/caip/is-hex-signed-message'
import { NameRegisterError } from '@/registry/lib/errors/name'
import { evmChainIdToCoinType } from '@/registry/lib/chains/evm-chain-id-to-coin-type'
import { logger } from '@/registry/lib/logger/logger'
import { INPUT_DEBOUNCE_MS } from '@/registry/lib/state/modal/input-debounce'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { perKit } from '@/registry/lib/state/start/per-kit'

/** SPEC §5: letters, digits or hyphen, at least 4 characters. */
export const registrableName = /^[a-zA-Z0-9-]{4,}$/
/** The zone new names are registered in (API.md: suggestions use zone reown.id). */
export const nameZoneSuffix = '.reown.id'

export type NameAvailability = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'

export type RegisterNameState = {
  /** What the user typed, without the zone suffix. */
  name: string
  availability: NameAvailability
  suggestions: ReadonlyArray<{ name: string; registered: boolean }>
  /** idle: typing; registering: the success view waits for the signature and the service. */
  status: 'idle' | 'registering' | 'success'
  /** The full registered name, once registered. */
  registeredName: string | undefined
  /** The last failure: NameRegisterError ('Error registering name {name}' or the service's reason). */
  error: unknown
  /** Why availability is 'error': NameResolveError ('Error resolving name' or the service's first reason, SPEC §8). */
  availabilityError: unknown
}

const labelOf = (name: string): string => name.trim().replace(/\.(reown|wcn)\.id$/i, '')
const toHex = (text: string): string => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

function createRegisterNameFlow(kit: WalletKitStores) {
  const store = createStore<RegisterNameState>()(() => ({
    name: '',
    availability: 'empty',
    suggestions: [],
    status: 'idle',
    registeredName: undefined,
    error: undefined,
    availabilityError: undefined,
  }))
  let timer: ReturnType<typeof setTimeout> | undefined
  let typed = 0

  async function lookUp(label: string, mine: number): Promise<void> {
    const [api, { lookupName }, { getNameSuggestions }] = await Promise.all([
      kit.clients.blockchainApi(),
      import('@/registry/lib/api/blockchain/lookup-name'),
      import('@/registry/lib/api/blockchain/get-name-suggestions'),
    ])
    const full = `${label}${nameZoneSuffix}`.toLowerCase()
    // A 404 from the account lookup is the answer "free"; any other failure is an error, kept so
    // the view can show its SPEC text (or the service's reason).
    let availabilityError: unknown
    const availability = await lookupName(api, { name: full }).then(
      (): NameAvailability => 'taken',
      (error: unknown): NameAvailability => {
        if (findCause(error, (link) => link instanceof HttpStatusError && link.status === 404) !== undefined) return 'available'
        availabilityError = error
        return 'error'
      },
    )
    const suggestions = await getNameSuggestions(api, { name: label }).then(
      (answer) => answer.suggestions.filter((s) => !s.registered && s.name.toLowerCase() !== full),
      (error: unknown) => {
        logger.warn('name suggestions failed', error)
        return []
      },
    )
    if (mine === typed) store.setState({ availability, availabilityError, suggestions })
  }

  /** The user typed: the SPEC §5 rule at once, the service after a pause. */
  function setName(value: string): void {
    const name = labelOf(value)
    const mine = ++typed
    clearTimeout(timer)
    if (!name) return store.setState({ name, availability: 'empty', availabilityError: undefined, suggestions: [] })
    if (!registrableName.test(name)) return store.setState({ name, availability: 'invalid', availabilityError: undefined, suggestions: [] })
    store.setState({ name, availability: 'checking', availabilityError: undefined, error: undefined })
    timer = setTimeout(
      () =>
        void lookUp(name, mine).catch(
          (cause: unknown) => mine === typed && store.setState({ availability: 'error', availabilityError: cause }),
        ),
      INPUT_DEBOUNCE_MS,
    )
  }

  /**
   * SPEC §4: push the success view, have the wallet sign `{ name, attributes, timestamp }`,
   * POST it with the ENSIP-11 coin type, record the profile name (reverse lookups re-read), show
   * success. On failure, back to RegisterAccountName with the error.
   */
  async function register(value: string = store.getState().name): Promise<void> {
    const label = labelOf(value)
    const full = `${label}${nameZoneSuffix}`.toLowerCase()
    const { account, activeNamespace } = kit.connection.store.getState()
    if (store.getState().status === 'registering') return
    store.setState({ name: label, status: 'registering', error: undefined, registeredName: undefined })
    kit.router.push('RegisterAccountNameSuccess')
    try {
      if (!registrableName.test(label)) throw new NameRegisterError({ name: full, details: 'the name breaks the SPEC §5 rule' })
      const address = account?.address
      const chainId = account?.caipAddress ? Number(parseCaipAddress(account.caipAddress).chainId) : Number.NaN
      const connector = activeNamespace === 'eip155' ? kit.connection.getActiveConnector('eip155') : undefined
      if (!address || !connector?.request) throw new NameRegisterError({ name: full, details: 'no connected EVM account' })
      const message = JSON.stringify({ name: full, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await connector.request({ method: 'personal_sign', params: [toHex(message), address] })
      if (!isHexSignedMessage(signature))
        throw new NameRegisterError({ name: full, details: 'the wallet answered without a hex signature' })
      const [api, { registerName }] = await Promise.all([
        kit.clients.blockchainApi(),
        import('@/registry/lib/api/blockchain/register-name'),
      ])
      const profile = await registerName(api, { coinType: evmChainIdToCoinType(chainId), address, message, signature })
      // The cached reverse lookup and identity still say "no name"; the next read must ask again.
      api.cache.remove(`reverse:${address.toLowerCase()}`)
      api.cache.remove(`identity:${address.toLowerCase()}`)
      kit.connection.updateAccount('eip155', { profileName: profile.name })
      store.setState({ status: 'success', registeredName: profile.name })
    } catch (cause) {
      logger.warn('name registration failed', cause)
      const error = cause instanceof NameRegisterError ? cause : new NameRegisterError({ name: full, cause })
      store.setState({ status: 'idle', error })
      kit.router.goBackTo('RegisterAccountName')
    }
  }

  /** Forgets what was typed (leaving the views). */
  function reset(): void {
    clearTimeout(timer)
    typed++
    store.setState({
      name: '',
      availability: 'empty',
      availabilityError: undefined,
      suggestions: [],
      status: 'idle',
      registeredName: undefined,
      error: undefined,
    })
  }

  return { store, setName, register, reset }
}

export type RegisterNameFlow = ReturnType<typeof createRegisterNameFlow>

/**
 * Name registration (SPEC §4, §5, §7): availability and suggestions while typing, then sign and
 * register; Account shows the name afterwards.
 *
 * @example
 * getRegisterNameFlow(kit).setName('alice')
 */
export const getRegisterNameFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): RegisterNameFlow => createRegisterNameFlow(kit))
