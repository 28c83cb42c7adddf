/**
 * `@panel/shared-core/ui-heavy`: the part of the UI kit first needed when a working area opens
 * (tables, dialogs, menus, selects, toasts...). The shell imports it with the first area, so the login
 * page does not carry it. The light part is `@panel/shared-core/ui`.
 */

export {
  // overlays
  Dialog,
  Drawer,
  Menu,
  Popover,
  Tooltip,
  HoverCard,
  ActionBar,
  // data display
  Table,
  Avatar,
  AvatarGroup,
  Tag,
  Status,
  Stat,
  DataList,
  Progress,
  ScrollArea,
  // navigation and disclosure
  Tabs,
  Pagination,
  Accordion,
  Collapsible,
  Steps,
  // form controls
  Select,
  Combobox,
  Checkbox,
  CheckboxGroup,
  RadioGroup,
  SegmentGroup,
  Switch,
  NumberInput,
  FileUpload,
  Clipboard,
  // toasts (the store and the region are below; these are the parts)
  Toast,
  createToaster,
  // collections for Select / Combobox
  createListCollection,
  useListCollection,
  useFilter,
  // hooks of the parts above that screens use directly
  useDialog,
  useMenu,
  usePopover,
  useTabs,
  usePagination,
  useSelect,
  useCheckbox,
  useFileUploadContext,
} from '@chakra-ui/react';

export type {
  ListCollection,
  DialogRootProps,
  DrawerRootProps,
  MenuRootProps,
  MenuSelectionDetails,
  PopoverRootProps,
  TooltipRootProps,
  TableRootProps,
  AvatarRootProps,
  TagRootProps,
  TabsRootProps,
  TabsValueChangeDetails,
  PaginationRootProps,
  PaginationPageChangeDetails,
  SelectRootProps,
  SelectValueChangeDetails,
  ComboboxRootProps,
  CheckboxRootProps,
  CheckboxCheckedChangeDetails,
  SwitchRootProps,
  SwitchCheckedChangeDetails,
  RadioGroupRootProps,
  NumberInputRootProps,
  FileUploadRootProps,
  FileUploadFileAcceptDetails,
  FileUploadFileRejectDetails,
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
  type LineChartProps,
  type LineChartSeries,
  type BarChartProps,
} from './line-chart';
export { RatingInput, TagsEditor, type RatingInputProps, type TagsEditorProps } from './choice-parts';
export { QrCodeImage, type QrCodeImageProps, type QrCodeImageSize } from './qr-code';
