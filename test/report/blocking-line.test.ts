// Issue 48 item 8: a failed check's last line (the action's error annotation) says what blocks, not how many findings.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { blockingLine } from '../../src/report/blockers.js'
import { blockingReport, finding, report } from '../github/reports.js'

test('the blocking line names each cause and its app, plain text, and points to the comment past three', () => {
  const line = blockingLine(blockingReport())
  assert.match(line, /^merge blocked\. payments: /)
  assert.match(line, /ledger-data/)
  assert.doesNotMatch(line, /`/, 'no Markdown code marks in a log line')
  const many = report(
    [],
    ['a', 'b', 'c', 'd', 'e'].map((n) =>
      finding('render-error', {
        app: n,
        severity: 'high',
        blocking: true,
        message: `app ${n} fails to render: \`kustomization.yaml\` lists gone-${n}.yaml.`,
        fix: 'Restore it.'
      })
    )
  )
  const m = blockingLine(many)
  assert.equal((m.match(/ · /g) ?? []).length, 2, 'three causes')
  assert.match(m, /And 2 more causes: see the comment\.$/)
  assert.match(m, /a: app a fails to render: kustomization\.yaml lists gone-a\.yaml\./)
})
