/**
 * `@panel/shared-domain/messaging`: the editors the company's area and the administrators' templates both use
 * (docs/architecture.md): a push's content with its live preview on Android, iOS and desktop, a funnel's steps with the
 * timeline of when each fires, a system funnel's trigger, and the rules the contract server applies too. Loaded with
 * the first messaging form a user opens.
 *
 * @example
 * import { PushContentFields, PushPreview, FunnelStepsField, FunnelTimeline } from '@panel/shared-domain/messaging';
 */
import { loadNamespaceFrom } from '@panel/shared-core';

/** Where webpack serves this bundle's files from: the deployment of the remote that carries this copy. */
declare const __webpack_public_path__: string | undefined;

// Not federated: each remote bundles its own copy, and ships these texts in its own `locales/`
// (docs/architecture.md). Under jest there is no bundle, and tests give the texts in memory.
if (typeof __webpack_public_path__ === 'string') loadNamespaceFrom('messaging', __webpack_public_path__);

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
