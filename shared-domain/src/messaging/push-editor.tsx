import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { ImageField, TextField, TextareaField, useWatch } from '@panel/shared-core/record';
import { Badge, Box, HStack, Heading, Image, Stack, Text, BellIcon } from '@panel/shared-core/ui';
import { LIMITS, PLATFORMS, PREVIEW_CUTS, cutText, type Platform } from './rules';

/** The fields of a push's content, as the form names them. */
export type PushContentField = 'title' | 'body' | 'url' | 'icon_url' | 'image_url';
export type PushContent = Record<PushContentField, string | null>;

export interface PushContentFieldsProps {
  /**
   * The values a chosen template filled in: a field still holding its template's value says so, and stops saying it
   * once the user changes it.
   */
  fromTemplate?: Partial<PushContent> | null;
}

function useTemplateMark(fromTemplate: Partial<PushContent> | null | undefined) {
  const { t } = useTranslation('messaging');
  const values = useWatch({ name: ['title', 'body', 'url', 'icon_url', 'image_url'] }) as (string | null)[];
  const current: Record<PushContentField, string | null> = {
    title: values[0] ?? null,
    body: values[1] ?? null,
    url: values[2] ?? null,
    icon_url: values[3] ?? null,
    image_url: values[4] ?? null,
  };
  return (field: PushContentField, label: string): ReactNode => {
    const given = fromTemplate?.[field];
    if (!given || (current[field] ?? '') !== given) return label;
    return (
      <HStack as="span" gap="2" display="inline-flex">
        <span>{label}</span>
        <Badge size="sm" colorPalette="purple" variant="subtle">
          {t('push.fromTemplate')}
        </Badge>
      </HStack>
    );
  };
}

/**
 * The content of a push notification or a push template: title and body (with what is left of the limits), the link
 * it opens, its icon and an optional picture. Fields a template filled in carry a "from the template" badge.
 *
 * @example
 * <PushContentFields fromTemplate={templateInfo} />
 * <PushPreview appName={t('push.previewApp')} />
 */
export function PushContentFields({ fromTemplate }: PushContentFieldsProps) {
  const { t } = useTranslation('messaging');
  const label = useTemplateMark(fromTemplate);
  return (
    <Stack gap="5">
      <TextareaField
        name="title"
        label={label('title', t('push.fields.title'))}
        rows={1}
        maxLength={LIMITS.title}
        required
      />
      <TextareaField
        name="body"
        label={label('body', t('push.fields.body'))}
        rows={3}
        maxLength={LIMITS.body}
        required
      />
      <TextField
        name="url"
        type="url"
        label={label('url', t('push.fields.url'))}
        helperText={t('push.hints.url')}
        placeholder="https://"
        required
      />
      <Stack gap="5">
        <ImageField name="icon_url" label={label('icon_url', t('push.fields.icon'))} required />
        <ImageField
          name="image_url"
          label={label('image_url', t('push.fields.image'))}
          helperText={t('push.hints.image')}
          shape="portrait"
        />
      </Stack>
    </Stack>
  );
}

interface Drawn {
  title: { text: string; cut: boolean };
  body: { text: string; cut: boolean };
  icon: string | null;
  image: string | null;
  host: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function Icon({ src, size }: { src: string | null; size: string }) {
  if (src)
    return <Image src={src} alt="" boxSize={size} borderRadius="md" objectFit="cover" flexShrink={0} />;
  return (
    <Box
      boxSize={size}
      borderRadius="md"
      bg="gray.300"
      color="gray.600"
      display="grid"
      placeItems="center"
      flexShrink={0}
    >
      <BellIcon />
    </Box>
  );
}

function AndroidCard({ drawn, appName }: { drawn: Drawn; appName: string }) {
  const { t } = useTranslation('messaging');
  return (
    <Box
      bg="white"
      color="gray.900"
      borderRadius="xl"
      p="3"
      boxShadow="sm"
      borderWidth="1px"
      borderColor="gray.200"
    >
      <HStack gap="2" textStyle="xs" color="gray.600" mb="1">
        <Icon src={drawn.icon} size="4" />
        <Text truncate>{appName}</Text>
        <Text>· {t('preview.now')}</Text>
      </HStack>
      <Text fontWeight="semibold" textStyle="sm" wordBreak="break-word">
        {drawn.title.text || t('preview.noTitle')}
      </Text>
      <Text textStyle="sm" color="gray.700" wordBreak="break-word">
        {drawn.body.text || t('preview.noBody')}
      </Text>
      {drawn.image ? (
        <Image src={drawn.image} alt="" mt="2" borderRadius="md" maxH="32" w="full" objectFit="cover" />
      ) : null}
    </Box>
  );
}

function IosCard({ drawn, appName }: { drawn: Drawn; appName: string }) {
  const { t } = useTranslation('messaging');
  return (
    <HStack align="start" gap="3" bg="gray.100" color="gray.900" borderRadius="2xl" p="3" boxShadow="sm">
      <Icon src={drawn.icon} size="9" />
      <Box minW="0" flex="1">
        <HStack justify="space-between" textStyle="xs" color="gray.600">
          <Text truncate textTransform="uppercase">
            {appName}
          </Text>
          <Text>{t('preview.now')}</Text>
        </HStack>
        <Text fontWeight="semibold" textStyle="sm" wordBreak="break-word">
          {drawn.title.text || t('preview.noTitle')}
        </Text>
        <Text textStyle="sm" wordBreak="break-word">
          {drawn.body.text || t('preview.noBody')}
        </Text>
      </Box>
    </HStack>
  );
}

function DesktopCard({ drawn }: { drawn: Drawn }) {
  const { t } = useTranslation('messaging');
  return (
    <Box bg="gray.800" color="gray.50" borderRadius="md" p="3" boxShadow="md">
      {drawn.image ? (
        <Image src={drawn.image} alt="" mb="2" borderRadius="sm" maxH="28" w="full" objectFit="cover" />
      ) : null}
      <HStack align="start" gap="3">
        <Icon src={drawn.icon} size="10" />
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" textStyle="sm" wordBreak="break-word">
            {drawn.title.text || t('preview.noTitle')}
          </Text>
          <Text textStyle="sm" color="gray.300" wordBreak="break-word">
            {drawn.body.text || t('preview.noBody')}
          </Text>
          <Text textStyle="xs" color="gray.400" mt="1" truncate>
            {drawn.host || t('preview.noLink')}
          </Text>
        </Box>
      </HStack>
    </Box>
  );
}

export interface PushPreviewProps {
  /** The name the phone shows as the sender (the application's name). */
  appName?: string;
}

/**
 * The notification as Android, iOS and a desktop browser draw it, from the form's values as the user types: the title
 * and body cut where each platform cuts them, with a note when they are.
 *
 * @example
 * <RecordForm controller={controller} aside={<PushPreview appName="Lucky Slots" />}>…</RecordForm>
 */
export function PushPreview({ appName }: PushPreviewProps) {
  const [title, body, url, icon_url, image_url] = useWatch({
    name: ['title', 'body', 'url', 'icon_url', 'image_url'],
  }) as (string | null | undefined)[];
  return <PushPreviewCards appName={appName} content={{ title, body, url, icon_url, image_url }} />;
}

/**
 * The same preview of saved values, outside a form (a record screen, a listing's detail).
 *
 * @example
 * <PushPreviewCards appName={app.name} content={notification} />
 */
export function PushPreviewCards({
  appName,
  content: values,
}: PushPreviewProps & { content: Partial<Record<PushContentField, string | null | undefined>> }) {
  const { t } = useTranslation('messaging');
  const sender = appName || t('preview.app');
  const draw = (platform: Platform): Drawn => ({
    title: cutText(values.title ?? '', PREVIEW_CUTS[platform].title),
    body: cutText(values.body ?? '', PREVIEW_CUTS[platform].body),
    icon: values.icon_url || null,
    image: values.image_url || null,
    host: hostOf(values.url ?? ''),
  });
  return (
    <Stack as="section" aria-label={t('preview.title')} gap="4">
      <Heading as="h2" size="sm">
        {t('preview.title')}
      </Heading>
      {PLATFORMS.map((platform) => {
        const drawn = draw(platform);
        const cut = drawn.title.cut || drawn.body.cut;
        return (
          <Stack as="figure" key={platform} gap="1.5" m="0">
            <Text as="figcaption" textStyle="xs" fontWeight="medium" color="fg.muted">
              {t(`preview.platforms.${platform}`)}
            </Text>
            {platform === 'android' ? (
              <AndroidCard drawn={drawn} appName={sender} />
            ) : platform === 'ios' ? (
              <IosCard drawn={drawn} appName={sender} />
            ) : (
              <DesktopCard drawn={drawn} />
            )}
            {cut ? (
              <Text textStyle="xs" color="fg.warning" data-testid={`preview-cut-${platform}`}>
                {t('preview.cut', {
                  title: PREVIEW_CUTS[platform].title,
                  body: PREVIEW_CUTS[platform].body,
                })}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
