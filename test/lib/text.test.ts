// sentence(): user text (a live reader's message) ends as a sentence, so the next one does not run on.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sentence } from '../../src/lib/text.js'

test('sentence: adds a final period only when the message has no final . ! or ?; trims', () => {
  assert.equal(sentence('could not connect to host:443'), 'could not connect to host:443.')
  assert.equal(sentence('  done.  '), 'done.')
  assert.equal(sentence('really?'), 'really?')
  assert.equal(sentence('stop!'), 'stop!')
  assert.equal(sentence('ends with a colon:'), 'ends with a colon:.')
})
