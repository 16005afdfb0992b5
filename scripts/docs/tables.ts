// The documentation tables generated from the code's registries: the rule index (docs/rules/README.md) from the rules
// (src/rules/registry.ts), the settings table (docs/configuration.md) from the settings (src/config/settings.ts). `npm run docs` rewrites each table between its markers; test/docs/generated.test.ts fails
// when a committed table differs from what the registry says.
import { RULES } from '../../src/rules/index.js'
import { SETTINGS } from '../../src/config/settings.js'

/** A generated table: the file it lives in, its marker name, and its Markdown. */
export interface GeneratedTable {
  file: string
  marker: string
  markdown: () => string
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function rulesTable(): string {
  const rows = RULES.map((r) => `| [\`${r.id}\`](${r.id}.md) | ${cell(r.severityText ?? r.severity)} | ${cell(r.when)} |`)
  return ['| rule | default severity | when |', '|---|---|---|', ...rows].join('\n')
}

function settingsTable(): string {
  const code = (s: string | undefined) => (s ? `\`${s}\`` : '')
  const rows = SETTINGS.map((r) => {
    const flag = r.flag ? code(`--${r.flag.name}${r.flag.arg ? ` ${r.flag.arg}` : ''}`) : ''
    const what = `${r.doc}${r.trusted ? ' (trusted)' : ''}`
    return `| \`${r.key}\` | ${cell(r.defaultText ?? 'unset')} | ${flag} | ${code(r.input)} | ${cell(what)} |`
  })
  return ['| setting | default | CLI flag | action input | what |', '|---|---|---|---|---|', ...rows].join('\n')
}

export const TABLES: GeneratedTable[] = [
  { file: 'docs/rules/README.md', marker: 'rules', markdown: rulesTable },
  { file: 'docs/configuration.md', marker: 'settings', markdown: settingsTable }
]

/** `text` with the table between `<!-- BEGIN GENERATED: marker -->` and its END marker replaced. */
export function withTable(text: string, marker: string, table: string): string {
  const begin = `<!-- BEGIN GENERATED: ${marker} -->`
  const end = `<!-- END GENERATED: ${marker} -->`
  const i = text.indexOf(begin)
  const j = text.indexOf(end)
  if (i < 0 || j < i) throw new Error(`the markers of the generated ${marker} table are missing`)
  return `${text.slice(0, i + begin.length)}\n\n${table}\n\n${text.slice(j)}`
}
