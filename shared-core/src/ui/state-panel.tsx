import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Box,
  Button,
  EmptyState as ChakraEmptyState,
  HStack,
  Text,
  type EmptyStateRootProps,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@panel/shared-core/router';
import { useKitTranslation } from './use-kit-translation';
import { AlertIcon, InboxIcon, type IconComponent } from './icons';

/** A button of a state panel: runs `onClick`, or navigates to `to` (a path inside the router). */
export interface StateAction {
  label: ReactNode;
  onClick?: () => void;
  to?: string;
  loading?: boolean;
  disabled?: boolean;
}

export type StateTone = 'neutral' | 'danger' | 'warning';

export interface StatePanelProps extends Omit<EmptyStateRootProps, 'title'> {
  /** An icon component (`LockIcon`) or element; `null` for none. */
  icon?: IconComponent | ReactElement | null;
  title: ReactNode;
  description?: ReactNode;
  /** The main way out: an action object or any element (a `Button`, a link...). */
  action?: StateAction | ReactNode;
  /** A second, quieter way out. */
  secondaryAction?: StateAction | ReactNode;
  /** The level of the title: 1 on a page of its own, 2 (default) inside a screen. */
  headingLevel?: 1 | 2 | 3;
  tone?: StateTone;
  /** A large code above the title, such as `404`. */
  code?: ReactNode;
  /** The title is the page's heading, where the focus goes when the page opens ({@link PAGE_HEADING}). */
  pageHeading?: boolean;
}

/**
 * Marks the heading that takes the focus when a page opens by navigation: a screen reader starts there, and no
 * outline is drawn around a whole page that took the focus itself.
 */
export const PAGE_HEADING = 'data-page-heading';

function isStateAction(value: unknown): value is StateAction {
  return typeof value === 'object' && value !== null && !isValidElement(value) && 'label' in value;
}

function ActionButton({ action, primary }: { action: StateAction | ReactNode; primary: boolean }) {
  if (!isStateAction(action)) return <>{action}</>;
  const variant = primary ? 'solid' : 'outline';
  if (action.to !== undefined && !action.disabled) {
    return (
      <Button asChild variant={variant}>
        <RouterLink to={action.to} onClick={action.onClick}>
          {action.label}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick} loading={action.loading} disabled={action.disabled}>
      {action.label}
    </Button>
  );
}

const toneColors: Record<StateTone, { bg: string; color: string }> = {
  neutral: { bg: 'bg.muted', color: 'fg.muted' },
  danger: { bg: 'red.subtle', color: 'red.fg' },
  warning: { bg: 'orange.subtle', color: 'orange.fg' },
};

/**
 * The common body of the empty, error and full-page messages: an icon in a tinted disc, a title, a
 * description and up to two actions, centered.
 */
export function StatePanel({
  icon,
  title,
  description,
  action,
  secondaryAction,
  headingLevel = 2,
  tone = 'neutral',
  code,
  children,
  size = 'md',
  pageHeading = false,
  ...rest
}: StatePanelProps) {
  const IconOrElement = icon;
  const iconNode =
    IconOrElement == null ? null : isValidElement(IconOrElement) ? (
      IconOrElement
    ) : (
      <IconOrElement boxSize="8" />
    );
  const colors = toneColors[tone];
  return (
    <ChakraEmptyState.Root size={size} {...rest}>
      <ChakraEmptyState.Content textAlign="center">
        {iconNode ? (
          <ChakraEmptyState.Indicator>
            <Box
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="16"
              rounded="full"
              bg={colors.bg}
              color={colors.color}
              aria-hidden="true"
            >
              {iconNode}
            </Box>
          </ChakraEmptyState.Indicator>
        ) : null}
        <Box maxW="lg">
          {code !== undefined ? (
            <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color="fg.subtle" mb="3" aria-hidden="true">
              {code}
            </Text>
          ) : null}
          <ChakraEmptyState.Title
            as={`h${headingLevel}`}
            {...(pageHeading
              ? // Focused by script only, never a Tab stop: like <main>, it shows no ring of its own.
                { tabIndex: -1, [PAGE_HEADING]: '', _focus: { outline: 'none' } }
              : null)}
          >
            {title}
          </ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description as={typeof description === 'string' ? 'p' : 'div'} mt="2">
              {description}
            </ChakraEmptyState.Description>
          ) : null}
        </Box>
        {children}
        {action || secondaryAction ? (
          <HStack gap="3" wrap="wrap" justify="center">
            {action ? <ActionButton action={action} primary /> : null}
            {secondaryAction ? <ActionButton action={secondaryAction} primary={false} /> : null}
          </HStack>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface EmptyStateProps extends Omit<StatePanelProps, 'title'> {
  /** "Nothing here yet" by default. */
  title?: ReactNode;
}

/** Nothing to show yet: an empty list, a search with no results, a section with no data. */
export function EmptyState({ title, icon = InboxIcon, ...rest }: EmptyStateProps) {
  const { t } = useKitTranslation();
  return <StatePanel title={title ?? t('ui.empty.title')} icon={icon} {...rest} />;
}

export interface ErrorStateProps extends Omit<StatePanelProps, 'title'> {
  /** "Something went wrong" by default. */
  title?: ReactNode;
  /** Shows a Retry button (unless `action` is given) that calls this. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner. */
  retrying?: boolean;
}

/**
 * Something failed: a screen's data did not load, a remote is unavailable. Announced to screen
 * readers when it appears; with `onRetry`, offers a Retry that works without a page reload.
 */
export function ErrorState({
  title,
  description,
  icon = AlertIcon,
  onRetry,
  retrying,
  action,
  tone = 'danger',
  ...rest
}: ErrorStateProps) {
  const { t } = useKitTranslation();
  const retry: StateAction | undefined = onRetry
    ? { label: t('ui.error.retry'), onClick: onRetry, loading: retrying }
    : undefined;
  return (
    <StatePanel
      role="alert"
      title={title ?? t('ui.error.title')}
      description={description === undefined ? t('ui.error.description') : description}
      icon={icon}
      tone={tone}
      action={action ?? retry}
      {...rest}
    />
  );
}

export interface FullPageMessageProps extends StatePanelProps {
  /** Fill the viewport (a page outside the layout); otherwise fill most of the content area. */
  fullPage?: boolean;
}

/** A page that is only a message: 403, 404, 500, "section unavailable". Its title is the page's h1. */
export function FullPageMessage({
  fullPage = true,
  headingLevel = 1,
  size = 'lg',
  pageHeading = true,
  ...rest
}: FullPageMessageProps) {
  return (
    <Box
      // Outside the layout the page has no <main> of its own.
      as={fullPage ? 'main' : 'div'}
      minH={fullPage ? '100dvh' : '60vh'}
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
    >
      <StatePanel headingLevel={headingLevel} size={size} pageHeading={pageHeading} {...rest} />
    </Box>
  );
}
