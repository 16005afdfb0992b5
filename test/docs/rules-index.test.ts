// docs/rules/README.md is the rule index: every registered rule has one row (between the GENERATED markers) linking
// its own page, which exists, and no row names a rule that is not registered.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { test } from 'node:test'
import { RULES } from '../../src/rules/index.js'

test('docs/rules/README.md has one row per registered rule, each linking its page', () => {
  const index = readFileSync(new URL('../../docs/rules/README.md', import.meta.url), 'utf8')
  const table = index.slice(index.indexOf('<!-- BEGIN GENERATED: rules -->'), index.indexOf('<!-- END GENERATED: rules -->'))
  assert.ok(table.length > 100, 'the rules markers are in docs/rules/README.md')
  const rows = [...table.matchAll(/^\| \[`([a-z-]+)`\]\(([a-z-]+)\.md\) \|/gm)].map((m) => [m[1]!, m[2]!] as const)
  for (const [id, page] of rows) assert.equal(page, id, `the row of ${id} links its own page`)
  assert.deepEqual(rows.map(([id]) => id).sort(), RULES.map((r) => r.id).sort())
  for (const { id } of RULES) assert.ok(existsSync(new URL(`../../docs/rules/${id}.md`, import.meta.url)), `docs/rules/${id}.md exists`)
})
