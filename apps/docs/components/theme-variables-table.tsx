import type { ThemeVariable } from '../lib/registry-data-types'

/** Every --wk-* variable of registry/styles/walletkit.css with its light and dark value. */
export function ThemeVariablesTable({ variables }: { variables: readonly ThemeVariable[] }) {
  return (
    <table data-docs="theme-variables">
      <thead>
        <tr>
          <th>Variable</th>
          <th>Light</th>
          <th>Dark</th>
          <th>What it styles</th>
        </tr>
      </thead>
      <tbody>
        {variables.map((variable) => (
          <tr key={variable.name}>
            <td>
              <code>{variable.name}</code>
            </td>
            <td>
              <code>{variable.light}</code>
            </td>
            <td>
              <code>{variable.dark}</code>
            </td>
            <td>{variable.doc}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
