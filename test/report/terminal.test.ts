// Issue 11 item 9 (the terminal): wrapping on word boundaries with a hanging indent, colour only when decided so
// (TTY x NO_COLOR x FORCE_COLOR), a progress line only on a terminal, and the text report ending with the blockers.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { progressLine, terminalOptions, type Stream } from '../../src/cli/tty.js'
import { colorWanted, wrapLine } from '../../src/report/text/terminal.js'
import { renderText } from '../../src/report/text/text.js'
import { golden } from '../github/golden.js'
import { blockingReport, finding, report } from '../github/reports.js'

const ANSI = /\u001b\[[0-9;]*m/g
const strip = (s: string): string => s.replace(ANSI, '')

test('wrapping: no word is broken, every line fits, continuation lines keep a hanging indent', () => {
  const line = '    - PersistentVolumeClaim payments/ledger-data: deleted by the next automated sync, with its data, for good and ever'
  const out = wrapLine(line, 40)
  assert.ok(out.length > 1)
  for (const l of out) assert.ok(l.length <= 40, `fits: ${JSON.stringify(l)}`)
  assert.deepEqual(out.join(' ').split(/\s+/).filter(Boolean), line.split(/\s+/).filter(Boolean), 'the same words, none split')
  assert.ok(out[0]!.startsWith('    - '))
  for (const l of out.slice(1)) assert.match(l, /^ {6}\S/, 'continuation lines up after the "- " marker')
  // A finding line (no marker) hangs two columns deeper than its own indentation.
  for (const l of wrapLine(`  HIGH [wave-order] shop: ${'word '.repeat(30)}`, 50).slice(1)) assert.match(l, /^ {4}\S/)
})

test('wrapping: a token longer than the width stays whole on its own line; short lines and width 0 are untouched', () => {
  const long = `https://example.com/${'x'.repeat(90)}`
  const out = wrapLine(`  fix: see ${long} for the details`, 60)
  assert.ok(out.includes(`       ${long}`), JSON.stringify(out))
  assert.ok(out.every((l) => l.length <= 60 || l.trim() === long))
  assert.deepEqual(wrapLine('short line', 60), ['short line'])
  assert.deepEqual(wrapLine('x '.repeat(100), undefined), ['x '.repeat(100)])
  assert.deepEqual(wrapLine('x '.repeat(100), 0), ['x '.repeat(100)])
})

test('colour decision table: TTY x NO_COLOR x FORCE_COLOR (FORCE_COLOR wins, as in Node.js; TERM=dumb is not colour)', () => {
  const rows: Array<[boolean, string | undefined, string | undefined, boolean]> = [
    [true, undefined, undefined, true],
    [false, undefined, undefined, false],
    [true, '1', undefined, false],
    [true, '', undefined, true], // NO_COLOR only counts when not empty
    [false, '1', undefined, false],
    [false, undefined, '1', true],
    [false, undefined, '0', false],
    [true, undefined, '0', false],
    [true, undefined, 'false', false],
    [false, undefined, '', false], // empty FORCE_COLOR decides nothing
    [false, '1', '1', true],
    [true, '1', '0', false]
  ]
  for (const [tty, no, force, want] of rows)
    assert.equal(colorWanted(tty, { NO_COLOR: no, FORCE_COLOR: force }), want, `tty=${tty} NO_COLOR=${no} FORCE_COLOR=${force}`)
  assert.equal(colorWanted(true, { TERM: 'dumb' }), false)
  // The CLI's layout: width from a terminal, none for a pipe, --width overrides, 0 = off.
  const tty: Stream = { isTTY: true, columns: 72, write: () => true }
  const pipe: Stream = { write: () => true }
  assert.deepEqual(terminalOptions(tty, {}), { width: 72, color: true })
  assert.deepEqual(terminalOptions({ ...tty, columns: undefined }, { NO_COLOR: '1' }), { width: 100, color: false })
  assert.deepEqual(terminalOptions(pipe, {}), { width: undefined, color: false })
  assert.deepEqual(terminalOptions(pipe, { FORCE_COLOR: '1' }, 90), { width: 90, color: true })
  assert.deepEqual(terminalOptions(tty, {}, 0), { width: undefined, color: true })
})

test('text report: coloured only on request, and colour changes no character of the text', () => {
  const r = blockingReport()
  const plain = renderText(r, { width: 80 })
  const colour = renderText(r, { width: 80, color: true })
  assert.doesNotMatch(plain, ANSI)
  assert.match(colour, /\u001b\[1;31mFAIL: 1 blocking finding/)
  assert.match(colour, /\u001b\[31m- PersistentVolumeClaim payments\/ledger-data: deleted/)
  assert.equal(strip(colour), plain)
  for (const l of plain.split('\n')) assert.ok(l.length <= 80 || !l.trim().includes(' '), `fits 80: ${l}`)
})

test('golden: text report at 80 columns ends with what blocks merge and how to unblock', () => {
  const r = report(blockingReport().apps, [
    ...blockingReport().findings.filter((f) => f.blocking),
    finding('render-error', {
      severity: 'high',
      blocking: true,
      app: 'payments',
      message: 'The chart fails to render: template: no template "x" associated with template "gotpl". Argo CD cannot sync it.',
      fix: 'Fix the template, then push again.'
    })
  ])
  const txt = renderText(r, { width: 80 })
  golden('blocking-80.txt', txt)
  const tail = txt.trimEnd().split('\n')
  const at = tail.findIndex((l) => l.startsWith('What blocks merge (2):'))
  assert.ok(at > 0)
  assert.match(tail.slice(at).join('\n'), /fix: Fix the template, then push again\./)
  const unblock = tail.slice(tail.indexOf('To unblock:')).join('\n')
  assert.ok(tail.indexOf('To unblock:') > at, 'the last section says how to unblock')
  assert.match(unblock, /^ {2}- If the deletions are intended, add the approve label/m)
  // Issue 48 item 4: a render error is fixed at its source, said first (the label does not waive it).
  assert.match(unblock, /^To unblock:\n {2}- Render errors and empty renders \(1 blocking cause\): fix the source/)
})

test('progress: a line on stderr only when stderr is a terminal, updated in place, cleared at the end', () => {
  const writes: string[] = []
  assert.equal(progressLine({ isTTY: false, write: (s) => (writes.push(s), true) }), undefined)
  assert.equal(progressLine({ write: (s) => (writes.push(s), true) }), undefined)
  assert.equal(writes.length, 0)
  let now = 0
  const p = progressLine({ isTTY: true, write: (s) => (writes.push(s), true) }, () => now)!
  p.update(1, 70)
  now = 50
  p.update(2, 70) // within 100 ms: not redrawn
  now = 200
  p.update(12, 70)
  p.update(70, 70) // the last one always shows
  p.clear()
  assert.deepEqual(writes, ['\r\u001b[2Krendering 1/70 apps…', '\r\u001b[2Krendering 12/70 apps…', '\r\u001b[2Krendering 70/70 apps…', '\r\u001b[2K'])
})
