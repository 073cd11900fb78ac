import type { ItemData } from '../lib/registry-data-types'
import { Code } from './code'
import { ItemStrings, StringsLocaleCell, StringsLocaleHeading } from './item-strings'

/** Props and options, the strings the item owns, and its data-slots, from the item's sources. */
export async function ItemApi({ item }: { item: ItemData }) {
  const firstSlot = item.slots[0]
  return (
    <>
      {item.api.length > 0 ? (
        <>
          <h2 id="api">Props and options</h2>
          <p>The exports of this item and the option types they take, read from its source.</p>
          {item.api.map((entry) => (
            <section key={`${entry.file}:${entry.name}`} data-docs="api-entry">
              <h3 id={`api-${entry.name}`}>
                <code>{entry.name}</code> <span className="text-sm font-normal text-fd-muted-foreground">{entry.kind}</span>
              </h3>
              {entry.doc ? <p className="whitespace-pre-line">{entry.doc}</p> : null}
              <Code lang="ts" code={entry.signature} />
              {entry.members.length > 0 ? (
                <table>
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th>Type</th>
                      <th>Description</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.members.map((member) => (
                      <tr key={member.name}>
                        <td>
                          <code>
                            {member.name}
                            {member.optional ? '?' : ''}
                          </code>
                        </td>
                        <td>
                          <code>{member.type}</code>
                        </td>
                        <td>{member.doc}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
          ))}
        </>
      ) : null}

      {item.strings.length > 0 ? (
        <>
          <h2 id="strings">Strings</h2>
          <p>
            Every user-facing text of this item lives in its strings file; edit your copy to change or translate it (see the{' '}
            <a href="/docs/strings/">strings guide</a>). Each locale pack translates them; pick a language to see its text next to the
            English (the Site language menu at the top of the sidebar sets it on every page).
          </p>
          <ItemStrings item={item.name}>
            {item.strings.map((group) => (
              <section key={`${group.file}:${group.name}`} data-docs="strings-group">
                <h3>
                  <code>{group.name}</code>{' '}
                  <span className="text-sm font-normal text-fd-muted-foreground">{group.file.split('/').pop()}</span>
                </h3>
                <table>
                  <thead>
                    <tr>
                      <th>Key</th>
                      <th>English</th>
                      {group.module ? <StringsLocaleHeading /> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {group.entries.map((entry) => (
                      <tr key={entry.key} data-docs-string={entry.key}>
                        <td>
                          <code>{entry.key}</code>
                          {entry.samples ? <span className="block text-xs text-fd-muted-foreground">shown for {entry.samples}</span> : null}
                        </td>
                        <td lang="en">{entry.english ?? entry.value}</td>
                        {group.module ? <StringsLocaleCell id={`${group.module}:${entry.key}`} /> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </ItemStrings>
        </>
      ) : null}

      {firstSlot ? (
        <>
          <h2 id="data-slots">Data slots</h2>
          <p>
            Every element this item renders carries a <code>data-slot</code>. Target them from your own CSS to restyle a part without
            editing the component:
          </p>
          <ul className="columns-2 font-mono text-sm" data-docs="slots">
            {item.slots.map((slot) => (
              <li key={slot}>{slot}</li>
            ))}
          </ul>
          <Code lang="css" code={`[data-slot="${firstSlot}"] {\n  /* your styles */\n}`} />
        </>
      ) : null}
    </>
  )
}
