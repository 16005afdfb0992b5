// The generated documentation tables match the registries they come from (run `npm run docs` after changing a rule or
// a setting), and the generator only ever rewrites what is between its markers.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { TABLES, withTable } from '../../scripts/docs/tables.js'

test('every generated table is what its registry says (npm run docs)', () => {
  for (const t of TABLES) {
    const text = readFileSync(new URL(`../../${t.file}`, import.meta.url), 'utf8')
    assert.equal(withTable(text, t.marker, t.markdown()), text, `${t.file}: the ${t.marker} table is stale; run npm run docs`)
  }
})

test('the generator replaces only the text between its markers', () => {
  const doc = 'intro\n<!-- BEGIN GENERATED: x -->\nold\n<!-- END GENERATED: x -->\noutro\n'
  assert.equal(withTable(doc, 'x', 'new'), 'intro\n<!-- BEGIN GENERATED: x -->\n\nnew\n\n<!-- END GENERATED: x -->\noutro\n')
  assert.throws(() => withTable('no markers', 'x', 'new'), /markers of the generated x table are missing/)
})
