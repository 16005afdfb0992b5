// R1.5.12 / R1.7.3: the stream as Argo CD's YAML reader (apimachinery) cuts it and go-yaml v2 reads each piece.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { kubeReads } from '../../src/lib/yaml/kube-reader.js'
import { parseYamlStream } from '../../src/lib/yaml/yaml.js'

test('kube reader: after `...` the rest of the piece is unread, up to the next `---` line; line numbers are kept', () => {
  const text = 'a: 1\n...\nb: 2\n---\nc: 3\n... # end\nd: 4\n---\ne: 5\n'
  const k = kubeReads(text)
  assert.equal(k.error, undefined)
  assert.equal(k.text.split('\n').length, text.split('\n').length)
  const { docs, errors } = parseYamlStream(text)
  assert.deepEqual(errors, [])
  assert.deepEqual(
    docs.map((d) => [d.value, d.line]),
    [
      [{ a: 1 }, 1],
      [{ c: 3 }, 5],
      [{ e: 5 }, 9]
    ]
  )
})

test('kube reader: a `---` line with more than a comment ends the stream with the reader’s error; `---#x` is a separator', () => {
  const { docs, errors } = parseYamlStream('a: 1\n---#note\nb: 2\n--- !!map\nc: 3\n')
  assert.deepEqual(
    docs.map((d) => d.value),
    [{ a: 1 }, { b: 2 }]
  )
  assert.deepEqual(errors, [{ line: 4, message: "invalid YAML document separator: only a comment may follow '---' on its line" }])
  assert.equal(kubeReads('----\n').error?.line, 1)
  assert.equal(kubeReads('x: |\n  ---\n  ...\n').text, 'x: |\n  ---\n  ...\n', 'indented lines are content')
})

test('kube reader: streams it reads as YAML does are returned as they are; a JSON stream is left to the JSON decoder', () => {
  for (const t of ['a: 1\n---\nb: 2\n', '--- # c\r\na: 1\r\n---\r\n', '{"a": "...\\n"}\n...\n']) assert.equal(kubeReads(t).text, t)
})

test('go-yaml refuses control characters (issue 44 item 14): the piece holding one and everything after it are unread, with the error', () => {
  const { docs, errors } = parseYamlStream('a: 1\n--- # two\nb: 2 # \0\n---\nc: 3\n')
  assert.deepEqual(
    docs.map((d) => d.value),
    [{ a: 1 }]
  )
  assert.deepEqual(errors, [{ line: 3, message: 'yaml: control characters are not allowed (U+0000 at line 3)' }])
  // In a piece after `...` go-yaml never reads: no error. Tab, NEL, U+FEFF and a quoted escape are fine.
  assert.deepEqual(parseYamlStream('a: 1\n...\n\0\n---\nb: "\\0"\nc: "x\ty\u0085\ufeff"\n').errors, [])
  // A JSON stream: encoding/json refuses C0 controls only.
  assert.equal(kubeReads('{"a": "\u0085\u007f"}').error, undefined)
  assert.match(kubeReads('{"a": "\u0001"}').error?.message ?? '', /invalid character in JSON/)
})
