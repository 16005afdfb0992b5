// The rule registry: every rule, in the order they run, and the facts rules declare about themselves.
import type { SideName } from '../plan/plan.js'
import { allowEmpty } from './allow-empty.js'
import { autoPruneEnabled } from './auto-prune-enabled.js'
import { appRemovedCascade } from './app-removed-cascade.js'
import { appsetNoUpdate } from './appset-no-update.js'
import { emptyRender } from './empty-render.js'
import { immutableFieldChange } from './immutable-field-change.js'
import { massPrune } from './mass-prune.js'
import { manifestTooLarge } from './manifest-too-large.js'
import { sharedResource } from './shared-resource.js'
import { sourcePathChange } from './source-path-change.js'
import { waveOrder } from './wave-order.js'
import { helmLookup } from './helm-lookup.js'
import { hookOnLongLived } from './hook-on-long-lived.js'
import { hpaReplicasConflict } from './hpa-replicas-conflict.js'
import { nondeterministicRender } from './nondeterministic-render.js'
import { ownershipMove } from './ownership-move.js'
import { prune } from './prune.js'
import { pvcMissingPruneFalse } from './pvc-missing-prune-false.js'
import { nonStringValue } from './non-string-value.js'
import { apiVersionRemoved } from './api-version-removed.js'
import { projectDeniesResource } from './project-denies-resource.js'
import { renderError } from './render-error.js'
import { notAnalysed } from './not-analysed.js'
import { renderStopped } from './render-stopped.js'
import { liveUnavailable } from './live-unavailable.js'
import type { Finding, Rule, Unblock } from './types.js'

export const RULES: Rule[] = [
  renderError,
  manifestTooLarge,
  renderStopped,
  prune,
  appRemovedCascade,
  appsetNoUpdate,
  ownershipMove,
  emptyRender,
  massPrune,
  sourcePathChange,
  immutableFieldChange,
  nondeterministicRender,
  helmLookup,
  hookOnLongLived,
  waveOrder,
  nonStringValue,
  apiVersionRemoved,
  projectDeniesResource,
  pvcMissingPruneFalse,
  hpaReplicasConflict,
  allowEmpty,
  autoPruneEnabled,
  sharedResource,
  notAnalysed,
  liveUnavailable
]

const BY_ID = new Map(RULES.map((r) => [r.id, r]))

/** The registered rule of an id (undefined for the count findings of rules/cap.ts and unknown ids of older reports). */
function ruleOf(id: string): Rule | undefined {
  return BY_ID.get(id)
}

/** A deletion rule (prune, app-removed-cascade): approvable with the label, never ignorable, pointing into base. */
export const isDeletionRule = (id: string): boolean => ruleOf(id)?.deletes !== undefined

/** One finding per deleted object, listed with the deletions (prune). */
export const deletesResources = (id: string): boolean => ruleOf(id)?.deletes === 'resource'

/** The revision a rule's findings point into (their file and line): base for deletions. */
export const findingRevision = (id: string): SideName => (isDeletionRule(id) ? 'base' : 'head')

/** What unblocks a rule's blocking findings beyond the finding's fix, when its rule says. */
export const unblockOf = (id: string): Unblock | undefined => ruleOf(id)?.unblock

/** Why a blocking finding means its app will not sync (its rule says), or null. */
export function wontSyncOf(f: Finding): ReturnType<NonNullable<Rule['wontSync']>> {
  return ruleOf(f.rule)?.wontSync?.(f) ?? null
}
