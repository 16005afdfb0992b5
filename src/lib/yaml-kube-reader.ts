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

/** `text` as Argo CD's YAML reader and go-yaml v2 read it (see the header); the same string when they agree. */
export function kubeReads(text: string): KubeStream {
  // JSON streams go to a JSON decoder (yaml.NewYAMLOrJSONDecoder), where neither rule applies.
  if (!DIFFERS.test(text) || /^\s*\{/.test(text)) return { text }
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
