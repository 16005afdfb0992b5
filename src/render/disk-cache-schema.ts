// The render cache entry's shape (disk-cache.ts): what a read checks with ajv after the key and the digest matched.
/** Bump when the entry shape or the meaning of a key changes: older entries are then never looked at. */
export const CACHE_FORMAT = 2

const fieldChange = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'segments', 'change'],
  properties: {
    path: { type: 'string' },
    segments: { type: 'array', items: { type: ['string', 'integer'] } },
    change: { enum: ['added', 'removed', 'changed'] }
  }
}
const str = { type: 'string' }
export const ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'key', 'determinism', 'versions', 'digest', 'render'],
  properties: {
    format: { const: CACHE_FORMAT },
    key: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    determinism: { type: 'boolean' },
    versions: { type: 'object', additionalProperties: str },
    digest: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    render: {
      type: 'object',
      additionalProperties: false,
      required: ['docs', 'sources', 'warnings', 'templates'],
      properties: {
        docs: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['obj', 'source'],
            properties: {
              obj: { type: 'object' },
              file: str,
              line: { type: 'integer', minimum: 1 },
              source: { type: 'integer', minimum: 0 },
              unstable: { type: 'array', items: fieldChange }
            }
          }
        },
        sources: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['index', 'type', 'repoURL', 'path', 'chart', 'targetRevision', 'ref'],
            properties: {
              index: { type: 'integer', minimum: 0 },
              type: str,
              repoURL: str,
              path: str,
              chart: str,
              targetRevision: str,
              ref: str,
              notRendered: str
            }
          }
        },
        warnings: { type: 'array', items: str },
        templates: { type: 'object', additionalProperties: str }
      }
    }
  }
}
