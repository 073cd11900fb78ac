import type { Decorator, Preview } from '@storybook/react-vite'
import { ThemeModeContext, toThemeMode } from '../stories/support/theme-mode'
import './docs.css'

// Every story sits on a themed page: primitives read the --wk-* variables of this element, and
// views get the same mode through their WalletKitProvider (see stories/support/kit-story.tsx).
const withTheme: Decorator = (Story, context) => {
  const mode = toThemeMode(context.globals.themeMode)
  return (
    <ThemeModeContext value={mode}>
      <div data-slot="docs-page" data-wk-theme={mode} className="min-h-screen bg-wk-surface-1 p-6 font-wk text-wk-fg">
        <Story />
      </div>
    </ThemeModeContext>
  )
}

const preview: Preview = {
  globalTypes: {
    themeMode: {
      description: 'walletkit theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeMode: 'dark' },
  decorators: [withTheme],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
}

export default preview
