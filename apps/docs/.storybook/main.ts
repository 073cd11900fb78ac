import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

// The registry is the source of every preview: the same files the CLI copies into host apps.
const registry = fileURLToPath(new URL('../../../registry', import.meta.url))

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // public/getWallets: the AllWallets catalogue fixture, served by Storybook itself (no remote service).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { alias: { '@/registry': registry } },
    })
  },
}

export default config
