// `npm run docs`: rewrites the generated documentation tables (scripts/docs/tables.ts) from the code's registries.
import { readFileSync, writeFileSync } from 'node:fs'
import { TABLES, withTable } from './tables.js'

for (const t of TABLES) {
  const before = readFileSync(t.file, 'utf8')
  const after = withTable(before, t.marker, t.markdown())
  if (after !== before) writeFileSync(t.file, after)
  console.log(`${t.file}: ${t.marker} ${after === before ? 'unchanged' : 'rewritten'}`)
}
