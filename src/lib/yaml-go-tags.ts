// The scalar types Go's YAML readers give plain and tagged scalars, as a tag list for the `yaml` library's YAML 1.1
// schema. Kubernetes, Argo CD, Helm and kustomize read YAML through sigs.k8s.io/yaml (go-yaml v2), decoding into
// interface{}: a timestamp-like scalar (`2024-01-01`, also `!!timestamp`) stays the string as written, there are no
// sexagesimal numbers (`12:30` is a string, not 750), and `!!binary` data is decoded into a string of its bytes. The
// library's schema gives a Date, a number and a Uint8Array; a path that reads as one of those was dropped by every
// reader looking for strings while kustomize read it (a resources entry named `2024-01-01`, or base64 of
// `../../outside`). The other tags (bool `yes`/`on`, octal `017`, hex, `~`) are the ones go-yaml v2 resolves too.
import type { CollectionTag, ScalarTag, Tags } from 'yaml'

const TIMESTAMP = 'tag:yaml.org,2002:timestamp'
const BINARY = 'tag:yaml.org,2002:binary'

/** go-yaml v2: `string(base64.StdEncoding.DecodeString(value))` (line breaks ignored; invalid data is an error). */
function binaryAsString(tag: ScalarTag): ScalarTag {
  return {
    ...tag,
    resolve: (src, onError) => {
      const b64 = src.replace(/[\r\n]/g, '')
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b64)) onError('!!binary value contains invalid base64 data')
      return Buffer.from(b64, 'base64').toString('utf8')
    }
  }
}

/** `customTags` for the YAML 1.1 schema: the library's tags as go-yaml v2 resolves them. */
export const goScalarTags = (tags: Tags): Array<ScalarTag | CollectionTag> =>
  tags.flatMap((t): Array<ScalarTag | CollectionTag> => {
    if (typeof t !== 'object') return [] // a name: the YAML 1.1 schema's own tags are objects
    if (t.tag === TIMESTAMP || (t as { format?: string }).format === 'TIME') return []
    return t.tag === BINARY ? [binaryAsString(t as ScalarTag)] : [t as ScalarTag | CollectionTag]
  })

/** Options of every reader that reads YAML as Go's decoders do. */
export const GO_SCHEMA = { version: '1.1', customTags: goScalarTags } as const
