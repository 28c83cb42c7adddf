import { useEffect } from 'react';
import { i18n } from '@panel/shared-core';
import { Box, Button, Code, Heading, Stack, Text } from '@panel/shared-core/ui';

const HEADING = 'Unexpected Application Error';
const ENGLISH = {
  'errors.fallback.description':
    'An unexpected error stopped the panel. Reloading the page usually helps; if it happens again, tell your administrator.',
  'errors.fallback.details': 'Technical details',
  'actions.reload': 'Reload the page',
} as const;

type Key = keyof typeof ENGLISH;

/**
 * A translation that cannot fail: this page is shown when something is broken, and i18n may be what broke
 * (not initialised, its files unreachable, a throwing plugin). English is then used.
 */
function text(key: Key): string {
  try {
    if (!i18n.isInitialized) return ENGLISH[key];
    const value = i18n.t(key, { ns: 'shell', defaultValue: ENGLISH[key] });
    return typeof value === 'string' && value.trim() !== '' && value !== key ? value : ENGLISH[key];
  } catch {
    return ENGLISH[key];
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status?: unknown; statusText?: unknown };
    return `${String(e.status)} ${String(e.statusText ?? '')}`.trim();
  }
  return String(error);
}

/**
 * What a render error outside any area boundary ends in (the app's last error boundary). The heading is the
 * fixed text of docs/product.md, "Errors"; the explanation is translated when possible. Deliberately free of hooks
 * that could themselves fail (no useTranslation, no session).
 */
export function FallbackError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const details = process.env.NODE_ENV !== 'production' ? describe(error) : null;

  return (
    <Box
      as="main"
      id="main"
      minH="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
      py="10"
      role="alert"
    >
      <Stack gap="4" maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          {HEADING}
        </Heading>
        <Text color="fg.muted">{text('errors.fallback.description')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {text('actions.reload')}
        </Button>
        {details ? (
          <Box as="details" w="full" textAlign="start" mt="2">
            <Box as="summary" cursor="pointer" color="fg.muted" textStyle="sm">
              {text('errors.fallback.details')}
            </Box>
            <Code display="block" whiteSpace="pre-wrap" p="3" mt="2" w="full">
              {details}
            </Code>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
