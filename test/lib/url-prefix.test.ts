// lib/url-prefix.ts: a URL is under a configured prefix only when every reading of it (WHATWG URL as Node's fetch,
// Go's net/url as helm, a server that decodes before it resolves dot segments) puts it there.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { longestPrefixEntry, urlUnder } from '../../src/lib/url-prefix.js'

const P = 'https://charts.example.com/private'

test('under the prefix: the same URL in other spellings of scheme, host, default port, user info and trailing slashes', () => {
  for (const u of [
    P,
    `${P}/`,
    `${P}/stable`,
    'HTTPS://Charts.Example.COM:443/private/x',
    'https://reader:pw@charts.example.com/private/x',
    'https://charts.example.com/other/../private/x',
    'https://charts.example.com/private/./x'
  ])
    assert.equal(urlUnder(u, P), true, u)
  assert.equal(urlUnder('https://charts.example.com/x', 'https://charts.example.com/'), true)
  assert.equal(urlUnder('https://charts.example.com', 'https://charts.example.com:443'), true)
})

test('not under the prefix: dot segments, percent-encoded dots and slashes, backslashes, other hosts, ports and schemes', () => {
  for (const u of [
    'https://charts.example.com/private/../charts2',
    'https://charts.example.com/private/%2e%2e/charts2',
    'https://charts.example.com/private/%2E%2e/charts2',
    'https://charts.example.com/private/.%2E/charts2',
    'https://charts.example.com/private/..%2fcharts2',
    'https://charts.example.com/private/..%5ccharts2',
    'https://charts.example.com/private\\..\\charts2',
    'https://charts.example.com/charts2\\..\\private',
    'https://charts.example.com/privately',
    'https://charts.example.com\\@evil.io/private',
    'https://charts.example.com.evil.io/private',
    'https://charts.example.com:8443/private',
    'http://charts.example.com/private',
    'not a url',
    ''
  ])
    assert.equal(urlUnder(u, P), false, u)
  // A prefix that itself reads differently in different parsers is no scope at all.
  assert.equal(urlUnder('https://charts.example.com/charts2\\x', 'https://charts.example.com/charts2\\x'), false)
  assert.equal(urlUnder('https://charts.example.com/charts2/x', 'https://charts.example.com/private/..%2fcharts2'), false)
})

test('the longest prefix wins, by its normalized path', () => {
  const entries = [
    { url: 'https://charts.example.com', id: 'host' },
    { url: 'https://charts.example.com/private/./team', id: 'team' },
    { url: 'https://charts.example.com/private', id: 'private' }
  ]
  assert.equal(longestPrefixEntry('https://charts.example.com/private/team/x', entries)?.id, 'team')
  assert.equal(longestPrefixEntry('https://charts.example.com/private/team/../x', entries)?.id, 'private')
  assert.equal(longestPrefixEntry('https://charts.example.com/private/%2e%2e/x', entries)?.id, 'host')
  assert.equal(longestPrefixEntry('https://evil.io/private', entries), undefined)
})
