'use client'

import type * as React from 'react'
import { EmailLoginLoadError } from '@/registry/components/email-login-load-error'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { socialLoginStrings } from '@/registry/components/social-login.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useRouter } from '@/registry/hooks/use-router'
import { useSocialLogin } from '@/registry/hooks/use-social-login'

/**
 * Social login buttons in the configured order (SPEC §9 defaults), minus what Telegram cannot
 * open. They are enabled once the secure frame has said READY (a popup opened while it loads
 * cost the app the frame); until then the group is busy, so assistive technology says why.
 * When the embedded wallet fails to load they stay disabled and the SPEC error shows with
 * Try again (the same text and control as the e-mail login's).
 */
function SocialLogin({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(socialLoginStrings)
  const userMessage = useUserMessage()
  const { push } = useRouter()
  const { socials, ready, busy, popupBlocked, error, loadError, retry, signIn } = useSocialLogin()
  const message = popupBlocked ? strings.popupBlocked : error ? userMessage(error, strings.failed) : null

  return (
    <div
      data-slot="social-login"
      data-state={ready ? 'ready' : loadError ? 'error' : 'loading'}
      aria-busy={!ready && !loadError}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {socials.map((provider) => (
        <Button
          key={provider}
          data-slot="social-login-button"
          data-provider={provider}
          variant="neutral"
          disabled={!ready || busy !== null}
          onClick={() => (provider === 'farcaster' ? push('ConnectingFarcaster') : void signIn(provider))}
        >
          {strings.continueWith(strings.names[provider])}
        </Button>
      ))}
      {loadError ? <EmailLoginLoadError error={loadError} onRetry={retry} /> : null}
      {message ? (
        <p data-slot="social-login-error" role="alert" className="text-wk-sm text-wk-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}

export { SocialLogin }
