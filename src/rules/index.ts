// The face of rules/ for the layers above: the registry (which rules exist and what they declare about themselves) and
// the policy (introduced, suppressed, blocking).
export { RULES, ruleOf, isDeletionRule, deletesResources, findingRevision, unblockOf, wontSyncOf } from './registry.js'
export {
  DEFAULT_POLICY,
  IGNORE_ANNOTATION,
  IGNORE_REASON_ANNOTATION,
  ignoreDecision,
  ignoreMarkOf,
  NEVER_IGNORED,
  rulesAcrossShards,
  runRules,
  runAcrossShards,
  type IgnoreDecision,
  type Policy,
  type RuleSetting
} from './policy.js'
