import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { onrampOptionsSchema, type OnrampOptions } from '@/registry/lib/api/blockchain/schemas/onramp'
import { logger } from '@/registry/lib/logger/logger'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** SPEC §8: what the on-ramp offers when the service cannot be asked. */
export const defaultOnrampOptions: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [],
}

/**
 * GET /v1/onramp/options; never throws: any failure gives the SPEC §8 defaults.
 *
 * @example
 * const { paymentCurrencies } = await getOnrampOptions(api)
 */
export async function getOnrampOptions(client: BlockchainApiClient): Promise<OnrampOptions> {
  try {
    return await client.http.get({ path: '/v1/onramp/options', params: client.std(), schema: onrampOptionsSchema })
  } catch (error) {
    logger.warn('on-ramp options unavailable, using defaults', error)
    return structuredClone(defaultOnrampOptions)
  }
}
