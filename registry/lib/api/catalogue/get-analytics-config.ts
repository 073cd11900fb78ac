import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { analyticsConfigSchema } from '@/registry/lib/api/catalogue/schemas'
import { logger } from '@/registry/lib/logger/logger'

/**
 * GET /getAnalyticsConfig: whether the project has analytics on. Any failure reads as off,
 * because a broken config service must not start sending events the project never enabled.
 *
 * @example
 * const enabled = await getAnalyticsConfig(catalogue)
 */
export async function getAnalyticsConfig(client: CatalogueClient): Promise<boolean> {
  try {
    const { isAnalyticsEnabled } = await client.http.get({
      path: '/getAnalyticsConfig',
      params: client.std(),
      schema: analyticsConfigSchema,
    })
    return isAnalyticsEnabled
  } catch (error) {
    logger.warn('analytics config unavailable, analytics off', error)
    return false
  }
}
