// Generic value checks the whole code base shares.

/** A plain object (a mapping), not null and not an array. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
