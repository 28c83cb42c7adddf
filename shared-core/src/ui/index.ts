/**
 * `@panel/shared-core/ui`: the LIGHT part of the UI kit, loaded with the first page (login).
 * The only door to Chakra for the shell and the remotes: importing `@chakra-ui/react` elsewhere bundles
 * a second Chakra with its own context. What only a working area needs is in `@panel/shared-core/ui-heavy`.
 */

// --- Chakra: system, layout, typography, forms, feedback -------------------------------------------
export {
  // styling primitives
  chakra,
  Icon,
  createIcon,
  useChakraContext,
  useToken,
  // layout
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  StackSeparator,
  Grid,
  GridItem,
  SimpleGrid,
  Wrap,
  WrapItem,
  Group,
  Container,
  Center,
  AbsoluteCenter,
  Spacer,
  Separator,
  Float,
  Show,
  For,
  Portal,
  // typography
  Text,
  Heading,
  Link,
  LinkBox,
  LinkOverlay,
  Span,
  Strong,
  Em,
  Code,
  Kbd,
  List,
  // actions
  Button,
  ButtonGroup,
  IconButton,
  CloseButton,
  // forms
  Input,
  InputGroup,
  InputAddon,
  InputElement,
  Textarea,
  Field,
  Fieldset,
  NativeSelect,
  // content and feedback
  Card,
  Spinner,
  Alert,
  Badge,
  VisuallyHidden,
  Skeleton,
  SkeletonText,
  SkeletonCircle,
  Image,
  SkipNavLink,
  SkipNavContent,
  // hooks
  useDisclosure,
  useBreakpointValue,
  useMediaQuery,
  useFieldContext,
} from '@chakra-ui/react';

export type {
  SystemContext,
  HTMLChakraProps,
  SystemStyleObject,
  ConditionalValue,
  IconProps,
  BoxProps,
  FlexProps,
  StackProps,
  GridProps,
  GridItemProps,
  SimpleGridProps,
  ContainerProps,
  CenterProps,
  TextProps,
  HeadingProps,
  LinkProps,
  ButtonProps,
  IconButtonProps,
  CloseButtonProps,
  InputProps,
  InputGroupProps,
  TextareaProps,
  FieldRootProps,
  FieldsetRootProps,
  NativeSelectRootProps,
  NativeSelectFieldProps,
  CardRootProps,
  SpinnerProps,
  AlertRootProps,
  BadgeProps,
  SkeletonProps,
  ImageProps,
  UseDisclosureReturn,
} from '@chakra-ui/react';

// --- The panel's own light components ---------------------------------------------------------------
export { getSystem, loadFullTheme } from './system';
export { UiProvider, type UiProviderProps } from './ui-provider';
export {
  ThemeSync,
  applyColorMode,
  resolveColorMode,
  type ColorMode,
  type ThemeSyncProps,
} from './color-mode';
export {
  FormField,
  errorMessageOf,
  useFieldDescribedBy,
  type FormFieldProps,
  type FieldErrorLike,
} from './form-field';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';
export { PageSpinner, type PageSpinnerProps } from './page-spinner';
export { useDialogSize, type DialogSize } from './dialog-size';
export {
  StatePanel,
  EmptyState,
  ErrorState,
  FullPageMessage,
  PAGE_HEADING,
  type StatePanelProps,
  type StateAction,
  type StateTone,
  type EmptyStateProps,
  type ErrorStateProps,
  type FullPageMessageProps,
} from './state-panel';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './breadcrumbs';
export { UserText, type UserTextProps } from './user-text';
export { DangerZone, type DangerZoneProps } from './danger-zone';
export * from './icons';
