/**
 * `@panel/shared-core/messaging`: the editors the company's area and the administrators' templates both use
 * (docs/architecture.md): a push's content with its live preview on Android, iOS and desktop, a funnel's steps with the
 * timeline of when each fires, a system funnel's trigger, and the rules the contract server applies too. Loaded with
 * the first messaging form a user opens.
 *
 * @example
 * import { PushContentFields, PushPreview, FunnelStepsField, FunnelTimeline } from '@panel/shared-core/messaging';
 */
export * from './rules';
export {
  PushContentFields,
  PushPreview,
  PushPreviewCards,
  type PushContent,
  type PushContentField,
  type PushContentFieldsProps,
  type PushPreviewProps,
} from './push-editor';
export {
  DelayField,
  FunnelStepsField,
  FunnelTimeline,
  FunnelTimelineView,
  TriggerFields,
  useTriggerLabel,
  type DelayFieldProps,
  type FunnelTimelineViewProps,
} from './funnel-editor';
