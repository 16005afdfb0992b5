// Kubernetes resource quantities (k8s.io/apimachinery/pkg/api/resource): `<signed number><suffix>` where the suffix is
// binary SI (Ki, Mi, Gi, Ti, Pi, Ei), decimal SI (n, u, m, '', k, M, G, T, P, E) or a decimal exponent (e3, E-2).
// Used to compare sizes (a PVC request that shrinks); precision is that of a double, enough to order real sizes.

const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 }
/** Decimal suffixes as powers of ten (applied in the literal, so `500m` is exactly 0.5). */
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 }

const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E))?$/

/** The value of a quantity in base units (bytes, cores), or undefined when it is not a valid quantity. */
export function parseQuantity(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v !== 'string') return undefined
  const m = QUANTITY.exec(v.trim())
  if (!m) return undefined
  const n = Number(m[1])
  if (!Number.isFinite(n)) return undefined
  if (m[2]) return Number(`${m[1]}${m[2]}`)
  const suffix = m[3] ?? ''
  const binary = BINARY[suffix]
  if (binary !== undefined) return n * binary
  const pow = DECIMAL[suffix]
  return pow === undefined ? undefined : Number(`${m[1]}e${pow}`)
}

/** -1, 0 or 1 like a comparator; undefined when either side is not a quantity. */
export function compareQuantities(a: unknown, b: unknown): -1 | 0 | 1 | undefined {
  const x = parseQuantity(a)
  const y = parseQuantity(b)
  if (x === undefined || y === undefined) return undefined
  // Relative tolerance: `1Gi` and `1073741824` are equal, rounding of doubles must not make them differ.
  if (Math.abs(x - y) <= Math.max(Math.abs(x), Math.abs(y)) * 1e-12) return 0
  return x < y ? -1 : 1
}
