import Link from 'next/link'
import { Tab, Tabs } from 'fumadocs-ui/components/tabs'
import type { TOCItemType } from 'fumadocs-core/toc'
import { itemUrl } from '../lib/registry-data'
import type { ItemData } from '../lib/registry-data-types'
import { Code } from './code'
import { ItemApi } from './item-api'
import { ItemPreview } from './preview/item-preview'
import { noPreviewReason } from './preview/no-preview'
import { hasPreview } from './preview/preview-names'

const typeLabels: Record<string, string> = {
  'registry:block': 'view / block',
  'registry:ui': 'UI primitive',
  'registry:hook': 'hook',
  'registry:lib': 'library',
  'registry:file': 'file',
}

/** The page's table of contents: only the sections this item has. */
export function itemToc(item: ItemData): TOCItemType[] {
  const toc: Array<[string, string, boolean]> = [
    ['preview', 'Preview', true],
    ['installation', 'Installation', true],
    ['dependencies', 'Dependencies', true],
    ['api', 'Props and options', item.api.length > 0],
    ['strings', 'Strings', item.strings.length > 0],
    ['data-slots', 'Data slots', item.slots.length > 0],
  ]
  return toc.filter(([, , shown]) => shown).map(([id, title]) => ({ url: `#${id}`, title, depth: 2 }))
}

function ItemLinks({ names }: { names: string[] }) {
  if (names.length === 0) return <p>None.</p>
  return (
    <ul className="flex flex-wrap gap-2 !pl-0" data-docs="item-links">
      {names.map((name) => (
        <li key={name} className="list-none !my-0">
          <Link href={itemUrl(name)} className="rounded-md border px-2 py-0.5 font-mono text-sm no-underline">
            {name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * One registry item: what it is, a live preview, how to add it (CLI or by hand), what it depends
 * on, the options it takes, the strings it owns and the data-slots to restyle. Everything comes
 * from registry.json and the item's files (see lib/generate-registry-data.ts).
 */
export async function ItemPage({ item }: { item: ItemData }) {
  const npmDeps = item.dependencies.length ? `npm install ${item.dependencies.join(' ')}` : ''
  const npmDevDeps = item.devDependencies.length ? `npm install -D ${item.devDependencies.join(' ')}` : ''
  return (
    <>
      <p className="flex flex-wrap gap-2 text-sm" data-docs="item-badges">
        <span className="rounded-full border px-2 py-0.5">{typeLabels[item.type] ?? item.type}</span>
        {item.version ? <span className="rounded-full border px-2 py-0.5">v{item.version}</span> : null}
        {item.view ? <span className="rounded-full border px-2 py-0.5">modal route {item.view.route}</span> : null}
      </p>

      <h2 id="preview">Preview</h2>
      {hasPreview(item.name) ? (
        <ItemPreview name={item.name} />
      ) : (
        <p data-docs="no-preview">
          {noPreviewReason(item.name) ??
            'No live preview yet: it is neither in components/preview/preview-loaders.ts nor in components/preview/no-preview.ts.'}{' '}
          {item.usedBy.length ? 'See it at work in the items that use it (Dependencies).' : null}
        </p>
      )}

      <h2 id="installation">Installation</h2>
      <Tabs items={['CLI', 'Manual']}>
        <Tab value="CLI">
          <Code lang="bash" code={`npx walletkit add ${item.name}`} />
          <p>
            The CLI copies the files below and every registry dependency they need, rewrites the <code>@/registry/…</code> imports to your
            aliases, installs the npm packages
            {item.view ? (
              <>
                {' '}
                and wires <code>{item.view.export}</code> into the modal router as the <code>{item.view.route}</code> route
              </>
            ) : null}
            .
          </p>
        </Tab>
        <Tab value="Manual">
          {npmDeps || npmDevDeps ? (
            <Code lang="bash" code={[npmDeps, npmDevDeps].filter(Boolean).join('\n')} />
          ) : (
            <p>No npm packages to install.</p>
          )}
          {item.registryDependencies.length ? (
            <p>
              Add the registry dependencies listed below first, then copy each file to the path shown (a Vite app with the default aliases;
              in Next drop the <code>src/</code> prefix if your <code>@/*</code> alias maps to the project root).
            </p>
          ) : (
            <p>Copy each file to the path shown (a Vite app with the default aliases).</p>
          )}
          {item.files.map((file) => (
            <Code key={file.path} lang={file.lang} title={file.target} code={file.code} />
          ))}
          {item.view ? (
            <>
              <p>
                Then register the view in your copy of <code>installed-views.tsx</code>:
              </p>
              <Code
                lang="tsx"
                code={`${item.view.route}: lazy(() => import('@/components/walletkit/${item.files[0]?.target.split('/components/walletkit/')[1]?.replace(/\.tsx?$/, '') ?? item.name}').then((m) => ({ default: m.${item.view.export} }))),`}
              />
            </>
          ) : null}
        </Tab>
      </Tabs>

      <h2 id="dependencies">Dependencies</h2>
      <h3>Registry items it needs</h3>
      <ItemLinks names={item.registryDependencies} />
      <h3>npm packages</h3>
      {item.dependencies.length || item.devDependencies.length ? (
        <p>
          {[...item.dependencies, ...item.devDependencies.map((d) => `${d} (dev)`)].map((dep) => (
            <code key={dep} className="mr-2">
              {dep}
            </code>
          ))}
        </p>
      ) : (
        <p>None.</p>
      )}
      <h3>Used by</h3>
      <ItemLinks names={item.usedBy} />

      <ItemApi item={item} />
    </>
  )
}
