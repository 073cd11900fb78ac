import defaultMdxComponents from 'fumadocs-ui/mdx'
import { Step, Steps } from 'fumadocs-ui/components/steps'
import { Tab, Tabs } from 'fumadocs-ui/components/tabs'
import type { MDXComponents } from 'mdx/types'
import { ThemePlayground } from './theme-playground'
import { ThemeVariablesTable } from './theme-variables-table'
import { WagmiLiveDapp } from './wagmi-live-dapp'
import { registryData } from '../lib/registry-data'

/** What the guides' MDX may use: Fumadocs' defaults plus the site's own blocks. */
export const guideComponents: MDXComponents = {
  ...defaultMdxComponents,
  Step,
  Steps,
  Tab,
  Tabs,
  ThemePlayground: () => <ThemePlayground variables={registryData().themeVariables} />,
  ThemeVariablesTable: () => <ThemeVariablesTable variables={registryData().themeVariables} />,
  WagmiLiveDapp,
}
