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

// The line carries repository content (app names, messages): written as the action writes it, it stays one error
// annotation, and nothing in it starts another workflow command (a command starts a line).
test('a hostile message in the blocking line cannot start a workflow command in the log', async () => {
  const { Runner } = await import('../../src/github/runner.js')
  const evil = report(
    [],
    [
      finding('render-error', {
        app: 'evil',
        severity: 'high',
        blocking: true,
        message: 'fails to render.\n::add-mask::x\n::warning::pwned\r\n%0A::error::forged',
        fix: 'Restore it.'
      })
    ]
  )
  let log = ''
  new Runner({}, (s) => void (log += s)).error(`Prune Guard: ${blockingLine(evil)}`)
  const lines = log.split('\n').filter((l) => l !== '')
  assert.equal(lines.length, 1, log)
  assert.match(lines[0]!, /^::error::Prune Guard: merge blocked\. evil: /)
  assert.doesNotMatch(log, /\r/)
  // The cause is one sentence on one line (its line breaks are spaces), and a literal %0A in the content is escaped
  // again by the command, so it cannot turn into a line break either.
  assert.match(lines[0]!, /render\. ::add-mask::x ::warning::pwned /)
  assert.match(lines[0]!, /%250A::error::forged/)
})
