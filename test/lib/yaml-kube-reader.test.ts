// R1.5.12 / R1.7.3: the stream as Argo CD's YAML reader (apimachinery) cuts it and go-yaml v2 reads each piece.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { kubeReads } from '../../src/lib/yaml-kube-reader.js'
import { parseYamlStream } from '../../src/lib/yaml.js'

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
