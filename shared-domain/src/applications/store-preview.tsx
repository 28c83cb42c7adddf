import { useTranslation } from '@panel/shared-core';
import { useWatch } from '@panel/shared-core/record';
import {
  Box,
  Button,
  Center,
  HStack,
  Heading,
  Image,
  Stack,
  Text,
  UserText,
  AppsIcon,
} from '@panel/shared-core/ui';
import type { ApplicationValues } from './application-form';
import type { AppComment, TemplateComment } from './types';
import './texts';

/** The look of each store-page design (`template`). */
const THEMES: Record<string, { bg: string; fg: string; muted: string; accent: string; card: string }> = {
  'google-play': { bg: 'white', fg: 'gray.900', muted: 'gray.600', accent: 'green.700', card: 'gray.50' },
  'app-store': { bg: 'white', fg: 'gray.900', muted: 'gray.600', accent: 'blue.600', card: 'gray.100' },
  minimal: { bg: 'gray.50', fg: 'gray.800', muted: 'gray.600', accent: 'gray.800', card: 'white' },
  dark: { bg: 'gray.900', fg: 'gray.50', muted: 'gray.400', accent: 'teal.300', card: 'gray.800' },
};

function Stars({ value, color }: { value: number; color: string }) {
  const full = Math.round(value);
  return (
    <Text as="span" color={color} letterSpacing="1px" aria-hidden="true">
      {'★'.repeat(Math.max(0, Math.min(5, full)))}
      <Text as="span" opacity={0.3}>
        {'★'.repeat(5 - Math.max(0, Math.min(5, full)))}
      </Text>
    </Text>
  );
}

export interface StorePreviewProps {
  /** The first comments as they will appear on the page (by position). */
  comments?: readonly (AppComment | TemplateComment)[];
}

/**
 * The store page the application will show, drawn from the form's current values as the user types: icon, name,
 * developer, rating, installs, screenshots, description and the first comments, in the chosen design.
 *
 * @example
 * <RecordForm controller={controller} aside={<StorePreview comments={comments} />}>…</RecordForm>
 */
export function StorePreview({ comments = [] }: StorePreviewProps) {
  const { t, i18n } = useTranslation('applications');
  const values = useWatch() as Partial<ApplicationValues>;
  const theme = THEMES[values.template ?? ''] ?? THEMES['google-play']!;
  const rating = typeof values.rating === 'number' && Number.isFinite(values.rating) ? values.rating : 0;
  const screenshots = (values.screenshots ?? []).filter(Boolean);
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Stack as="aside" aria-label={t('preview.label')} gap="2" data-testid="store-preview">
      <Text textStyle="sm" fontWeight="medium" color="fg.muted">
        {t('preview.title')}
      </Text>
      <Box
        bg={theme.bg}
        color={theme.fg}
        borderRadius="2xl"
        borderWidth="6px"
        borderColor="gray.800"
        overflow="hidden"
        maxW="22rem"
        w="full"
        mx="auto"
        boxShadow="lg"
      >
        <Stack gap="4" p="4" maxH={{ lg: '70vh' }} overflowY="auto">
          <HStack gap="3" align="start">
            <Center w="16" h="16" borderRadius="xl" overflow="hidden" bg={theme.card} flexShrink={0}>
              {values.icon_url ? (
                <Image src={values.icon_url} alt="" w="full" h="full" objectFit="cover" />
              ) : (
                <AppsIcon color={theme.muted} />
              )}
            </Center>
            <Stack gap="0.5" minW="0">
              <Heading as="p" size="md" color={theme.fg} lineClamp={2} data-testid="preview-name">
                <UserText>{values.name?.trim() || t('preview.untitled')}</UserText>
              </Heading>
              <Text textStyle="sm" color={theme.accent} truncate>
                <UserText>{values.developer_name?.trim() || t('preview.developer')}</UserText>
              </Text>
            </Stack>
          </HStack>
          <HStack gap="4" textStyle="xs" color={theme.muted} justify="space-around">
            <Stack gap="0" align="center">
              <Text fontWeight="semibold" color={theme.fg}>
                {rating ? `${number.format(rating)} ★` : '—'}
              </Text>
              <Text>{t('preview.rating')}</Text>
            </Stack>
            <Stack gap="0" align="center">
              <Text fontWeight="semibold" color={theme.fg} data-testid="preview-installs">
                <UserText>{values.installs_label?.trim() || '—'}</UserText>
              </Text>
              <Text>{t('preview.installs')}</Text>
            </Stack>
          </HStack>
          <Button
            size="sm"
            bg={theme.accent}
            color={values.template === 'dark' ? 'gray.900' : 'white'}
            borderRadius={values.template === 'app-store' ? 'full' : 'md'}
            tabIndex={-1}
            aria-hidden="true"
          >
            {t('preview.install')}
          </Button>
          {screenshots.length > 0 ? (
            <HStack gap="2" overflowX="auto" pb="1" align="start" flexShrink={0}>
              {screenshots.map((url, index) => (
                <Box
                  key={`${url}-${index}`}
                  h="36"
                  w="20"
                  flexShrink={0}
                  borderRadius="md"
                  overflow="hidden"
                  bg={theme.card}
                >
                  <Image src={url} alt="" w="full" h="full" objectFit="cover" />
                </Box>
              ))}
            </HStack>
          ) : null}
          <Stack gap="1">
            <Text fontWeight="semibold">{t('preview.about')}</Text>
            <Text textStyle="sm" color={theme.muted} lineClamp={5} whiteSpace="pre-line">
              <UserText>{values.description?.trim() || t('preview.noDescription')}</UserText>
            </Text>
          </Stack>
          <Stack gap="3">
            <Text fontWeight="semibold">{t('preview.reviews')}</Text>
            {comments.length === 0 ? (
              <Text textStyle="sm" color={theme.muted}>
                {t('preview.noReviews')}
              </Text>
            ) : (
              comments.slice(0, 3).map((comment, index) => (
                <Stack
                  key={'id' in comment ? comment.id : index}
                  gap="1"
                  bg={theme.card}
                  p="3"
                  borderRadius="lg"
                >
                  <HStack gap="2" justify="space-between">
                    <Text textStyle="sm" fontWeight="medium" truncate>
                      <UserText>{comment.author_name}</UserText>
                    </Text>
                    <Stars value={comment.rating} color={theme.accent} />
                  </HStack>
                  <Text textStyle="xs" color={theme.fg} lineClamp={4}>
                    <UserText>{comment.text}</UserText>
                  </Text>
                  {comment.reply_text ? (
                    <Text textStyle="xs" color={theme.muted} borderStartWidth="2px" ps="2" lineClamp={3}>
                      <UserText>{comment.reply_text}</UserText>
                    </Text>
                  ) : null}
                </Stack>
              ))
            )}
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
