// What Argo CD reads of a YAML stream (R1.5.12, R1.7.3): gitops-engine's SplitYAML reads every render and every
// directory file through k8s.io/apimachinery's YAML reader, which cuts the stream at each line that starts with `---`
// (anything but a comment after it is an error: "invalid Yaml document separator"), then decodes each piece with
// go-yaml v2, which reads the piece's first document only: after a `...` document end marker, the rest of the piece is
// never read. The `yaml` library reads every document of a stream. A pull request could hide an object from Argo CD
// behind `...` (the guard saw it, Argo CD pruned it) or split a stream where YAML does not (`---#x`); this rewrites a
// stream into one the library reads as Argo CD does: line for line, so line numbers stay those of the original.
// Hand-written: no library implements the apimachinery reader's rule.

export interface KubeStream {
  /** The stream as Argo CD reads it: unread lines blank, separator lines plain `---`, cut at an invalid separator. */
  text: string
  /** The reader's error at an invalid separator line (the documents before it are still read, as the reader does). */
  error?: { line: number; message: string }
}

// A line the reader treats differently from YAML: a separator followed by more than whitespace (a comment written
// `---#x`, or content), or a document end marker.
const DIFFERS = /^(?:---(?![ \t\r]*$)(?![ \t]+#)|\.\.\.(?:[ \t\r]|$))/m
const DOCUMENT_END = /^\.\.\.(?:[ \t\r]|$)/

// go-yaml's reader (readerc.go yaml_parser_update_buffer) refuses every character outside #x9 | #xA | #xD |
// [#x20-#x7E] | #x85 | [#xA0-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF], anywhere in the document it decodes,
// comments included: "yaml: control characters are not allowed", and the decoder stops there (Argo CD fails the app,
// or ignores a file that does not look like a manifest). The `yaml` library reads them. A JSON stream goes to
// encoding/json, which refuses the C0 controls but tab, LF and CR (in a string or between values alike).
const GO_YAML_REFUSES = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]/u
const GO_JSON_REFUSES = /[\x00-\x08\x0b\x0c\x0e-\x1f]/

/** `text` as Argo CD's YAML reader and go-yaml v2 read it (see the header); the same string when they agree. */
export function kubeReads(text: string): KubeStream {
  const json = /^\s*\{/.test(text)
  const read = json || !DIFFERS.test(text) ? { text } : separated(text)
  return refusedCharacter(read, json)
}

/** Cut at the first document holding a character the Go decoder refuses, with its error (see GO_YAML_REFUSES). */
function refusedCharacter(read: KubeStream, json: boolean): KubeStream {
  const m = (json ? GO_JSON_REFUSES : GO_YAML_REFUSES).exec(read.text)
  if (!m) return read
  const before = read.text.slice(0, m.index)
  const line = before.split('\n').length
  // YAML: the document it is in is not read (cut at its `---` line); JSON: the object is cut where the line starts.
  // (Every line starting with `---` left in read.text is a separator: the others were cut or rewritten above.)
  const sep = before.lastIndexOf('\n---') + 1
  const cut = json ? before.lastIndexOf('\n') + 1 : sep
  const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  const message = `${json ? 'invalid character in JSON' : 'yaml: control characters are not allowed'} (U+${code} at line ${line})`
  return { text: read.text.slice(0, cut), error: { line, message } }
}

function separated(text: string): KubeStream {
  const lines = text.split('\n')
  let unread = false
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!
    if (l.startsWith('---')) {
      const rest = l.slice(3).trim()
      if (rest !== '' && !rest.startsWith('#')) {
        const message = "invalid YAML document separator: only a comment may follow '---' on its line"
        return { text: lines.slice(0, i).join('\n'), error: { line: i + 1, message } }
      }
      lines[i] = '---'
      unread = false
    } else if (unread) lines[i] = ''
    else if (DOCUMENT_END.test(l)) {
      lines[i] = ''
      unread = true
    }
  }
  return { text: lines.join('\n') }
}
