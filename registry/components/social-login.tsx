'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { socialLoginStrings as strings } from '@/registry/components/social-login.strings'
import { useFeatures } from '@/registry/hooks/use-features'
import { useAuthConnector } from '@/registry/hooks/use-embedded-wallet'
import { useRouter } from '@/registry/hooks/use-router'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { waitForSocialResult } from '@/registry/lib/connectors/auth/social-popup'
import { BaseError } from '@/registry/lib/errors/base'
import { filterSocialsForPlatform } from '@/registry/lib/state/telegram-socials'
import type { SocialProvider } from '@/registry/lib/state/options'

/** Social login buttons in the configured order (SPEC §9 defaults), minus what Telegram cannot open. */
function SocialLogin(props: React.ComponentProps<'div'>) {
  const { kit } = useWalletKitContext('SocialLogin')
  const features = useFeatures()
  const { push } = useRouter()
  const { connector } = useAuthConnector()
  const [error, setError] = React.useState<string | null>(null)
  const socials = filterSocialsForPlatform(features.socials || [], kit.platform)

  async function signIn(provider: Exclude<SocialProvider, 'farcaster'>) {
    if (!connector) return
    setError(null)
    const origin = connector.frame.origin
    // Opened inside the click so pop-up blockers allow it; the provider page comes next.
    const popup = window.open(`${origin}/loading`, 'w3m-social', 'width=600,height=800')
    if (!popup) return setError(strings.popupBlocked)
    try {
      const { uri } = await connector.getSocialRedirectUri(provider)
      popup.location.href = uri
      await connector.connectSocial(await waitForSocialResult(popup, origin))
      await kit.connection.connect(connector)
    } catch (cause) {
      setError(cause instanceof BaseError ? cause.shortMessage : strings.failed)
    } finally {
      popup.close()
    }
  }

  return (
    <div data-slot="social-login" className="flex flex-col gap-2" {...props}>
      {socials.map((provider) => (
        <Button
          key={provider}
          data-slot="social-login-button"
          data-provider={provider}
          variant="neutral"
          disabled={!connector}
          onClick={() => (provider === 'farcaster' ? push('ConnectingFarcaster') : void signIn(provider))}
        >
          {strings.continueWith(strings.names[provider])}
        </Button>
      ))}
      {error ? (
        <p data-slot="social-login-error" role="alert" className="text-wk-sm text-wk-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export { SocialLogin }
