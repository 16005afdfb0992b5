// Every relative link in the prose (README.md, CONTRIBUTING.md, docs/**, the package READMEs under src/) reaches a file
// of this repository, and every #anchor a heading of its target, slugged as GitHub slugs headings.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Markdown files of the prose: the front door, the contributor guide, docs/ and a README in any src/ folder. */
function proseFiles(): string[] {
  const found = ['README.md', 'CONTRIBUTING.md'].filter((f) => existsSync(join(ROOT, f)))
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${e.name}`
      if (e.isDirectory()) walk(path)
      else if (e.name.endsWith('.md') && (dir.startsWith('docs') || e.name === 'README.md')) found.push(path)
    }
  }
  walk('docs')
  walk('src')
  return found
}

/** The text outside fenced code blocks, with inline code spans blanked unless `code` keeps them (a link in code is no
 * link; a heading's code is part of its anchor). */
function prose(text: string, code = false): string {
  const kept: string[] = []
  let fence: string | undefined
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined && marker) fence = marker
    else if (fence !== undefined && marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
    else if (fence === undefined) kept.push(code ? line : line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length)))
  }
  return kept.join('\n')
}

/** GitHub's heading anchors: lower case, punctuation dropped (letters, digits, `-`, `_` and spaces kept), spaces to
 * `-`, a repeated slug suffixed `-1`, `-2`, ... */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  for (const line of prose(text, true).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    const slug = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    out.add(n === 0 ? slug : `${slug}-${n}`)
  }
  return out
}

test('the GitHub slug of a heading drops punctuation and numbers repeats', () => {
  const slugs = anchors('# Quick start: the GitHub Action\n## `prune` (R1.2)\n## Inputs\n## Inputs\n```\n# not a heading\n```\n')
  assert.deepEqual([...slugs], ['quick-start-the-github-action', 'prune-r12', 'inputs', 'inputs-1'])
})

test('every relative link and anchor in the prose resolves', () => {
  const files = proseFiles()
  assert.ok(files.length > 20, `only ${files.length} markdown files found: the scan is broken`)
  const broken: string[] = []
  let checked = 0
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    for (const m of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      checked++
      const [path, anchor] = target.split('#', 2) as [string, string | undefined]
      const resolved = path === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(path)))
      if (resolved.startsWith('..') || !existsSync(join(ROOT, resolved))) {
        broken.push(`${file}: ${target} (no such file)`)
        continue
      }
      if (anchor === undefined || statSync(join(ROOT, resolved)).isDirectory() || !resolved.endsWith('.md')) continue
      if (!anchors(readFileSync(join(ROOT, resolved), 'utf8')).has(anchor)) broken.push(`${file}: ${target} (no such heading)`)
    }
  }
  assert.ok(checked > 100, `only ${checked} relative links found: the scan is broken`)
  assert.deepEqual(broken, [])
})
