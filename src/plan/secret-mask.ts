// Secret values hidden the way Argo CD hides them in its diffs (util/diff: NormalizeSecret, then HideSecretData):
// `stringData` is folded into `data` (base64, as the API server stores it), then every `data` value is replaced by
// a run of `+`: per key, the first distinct value (base first, then head) gets `++++++++`, each further distinct
// value four `+` more. An unchanged value reads the same on both sides, a changed one differently, and the value
// itself (plain or base64) never leaves this function. The last-applied-configuration annotation, which can hold a
// copy of the data, is masked the same way.
import { isRecord } from '../lib/record.js'
import { type Manifest } from '../k8s/resource.js'

const FIRST_MASK = '++++++++'
const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration'

export const isSecret = (obj: Manifest | undefined): boolean =>
  !!obj && obj.kind === 'Secret' && typeof obj.apiVersion === 'string' && !obj.apiVersion.includes('/')

/** Argo CD's NormalizeSecret: a copy with `stringData` moved into `data` (strings base64-encoded). */
function normalizeSecret(obj: Manifest): Manifest {
  const copy: Manifest = { ...obj }
  if (isRecord(obj.stringData)) {
    const data: Record<string, unknown> = isRecord(obj.data) ? { ...obj.data } : {}
    for (const [k, v] of Object.entries(obj.stringData)) data[k] = typeof v === 'string' ? Buffer.from(v, 'utf8').toString('base64') : v
    copy.data = data
    delete copy.stringData
  } else if (isRecord(obj.data)) copy.data = { ...obj.data }
  return copy
}

/** Go's fmt.Sprintf("%s") as Argo CD's toString uses it, for comparing values (never shown). */
const valueText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v))

export interface MaskedSecrets {
  base?: Manifest
  head?: Manifest
  /** Data keys whose value differs between base and head (or exists on one side only), sorted. */
  changed: string[]
  /** Data keys present on both sides with the same value, sorted. */
  unchanged: string[]
}

/** Both sides with every Secret value masked; objects that are not Secrets are returned as they are. */
export function hideSecretData(base: Manifest | undefined, head: Manifest | undefined): MaskedSecrets {
  if (!isSecret(base) && !isSecret(head)) return { base, head, changed: [], unchanged: [] }
  const sides = [base, head].map((o) => (o && isSecret(o) ? normalizeSecret(o) : o))
  const datas = sides.map((o) => (o && isRecord(o.data) ? (o.data as Record<string, unknown>) : undefined))
  const keys = [...new Set(datas.flatMap((d) => (d ? Object.keys(d) : [])))].sort()
  const changed: string[] = []
  const unchanged: string[] = []
  for (const k of keys) {
    let next = FIRST_MASK
    const masks = new Map<string, string>()
    const shown: string[] = []
    for (const d of datas) {
      if (!d || !(k in d)) continue
      const val = valueText(d[k])
      let mask = masks.get(val)
      if (mask === undefined) {
        mask = next
        next += '++++'
        masks.set(val, mask)
      }
      d[k] = mask
      shown.push(mask)
    }
    if (shown.length === 2 && shown[0] === shown[1]) unchanged.push(k)
    else changed.push(k)
  }
  maskLastApplied(sides)
  return { base: sides[0], head: sides[1], changed, unchanged }
}

function maskLastApplied(sides: Array<Manifest | undefined>): void {
  const masks = new Map<string, string>()
  for (const o of sides) {
    if (!o || !isRecord(o.metadata) || !isRecord(o.metadata.annotations) || !(LAST_APPLIED in o.metadata.annotations)) continue
    const ann = { ...o.metadata.annotations }
    const val = valueText(ann[LAST_APPLIED])
    if (!masks.has(val)) masks.set(val, FIRST_MASK + '++++'.repeat(masks.size))
    ann[LAST_APPLIED] = masks.get(val)!
    o.metadata = { ...o.metadata, annotations: ann }
  }
}
