/**
 * `@panel/shared-core/ui-heavy`: the part of the UI kit first needed when a working area opens (the layout, a
 * listing and its dialogs: tables, dialogs, menus, popovers, checkboxes, toasts...). The shell imports it with
 * the first area, so the login page does not carry it. The light part is `@panel/shared-core/ui`; the controls
 * only some screens draw (tabs, number and file inputs, selects, steps...) are in `@panel/shared-core/ui-extra`,
 * so that a listing does not download them.
 */

export {
  // overlays
  Dialog,
  Drawer,
  Menu,
  Popover,
  Tooltip,
  // data display
  Table,
  Avatar,
  AvatarGroup,
  Tag,
  Status,
  Progress,
  // form controls of the listings' filters
  Checkbox,
  CheckboxGroup,
  // toasts (the store and the region are below; these are the parts)
  Toast,
  createToaster,
} from '@chakra-ui/react';

export type {
  DialogRootProps,
  DrawerRootProps,
  MenuRootProps,
  MenuSelectionDetails,
  PopoverRootProps,
  TooltipRootProps,
  TableRootProps,
  AvatarRootProps,
  TagRootProps,
  CheckboxRootProps,
  CheckboxCheckedChangeDetails,
  ToastOptions,
} from '@chakra-ui/react';

export { toaster, Toaster, notify } from './toaster';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmHost, confirm, useConfirm, type ConfirmOptions } from './confirm';
export {
  DateInput,
  DateRangeInput,
  type DateInputProps,
  type DateRangeInputProps,
  type DateRangeValue,
  type DateString,
} from './date-input';
export {
  LineChartView,
  BarChartView,
  preloadCharts,
  type LineChartProps,
  type LineChartSeries,
  type BarChartProps,
} from './line-chart';
export { RatingInput, TagsEditor, type RatingInputProps, type TagsEditorProps } from './choice-parts';
export { QrCodeImage, type QrCodeImageProps, type QrCodeImageSize } from './qr-code';
