import { useCallback, useId } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController } from 'react-hook-form';
import {
  Button,
  Center,
  Fieldset,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
  ChevronLeftIcon,
  ChevronRightIcon,
  TrashIcon,
  UploadIcon,
  chakra,
} from '@panel/shared-core/ui';
import { Progress } from '@panel/shared-core/ui-heavy';
import { FileUpload, type FileUploadFileRejectDetails } from '@panel/shared-core/ui-form';
import { SortableList } from '../sortable-list';
import { IMAGE_TYPES, MAX_UPLOAD_BYTES, useImageUpload, type UploadState } from '../upload';
import { KitLegend } from './field-parts';
import type { KitFieldProps } from './text-fields';

export interface ImageFieldProps extends KitFieldProps {
  /** Accepted types; PNG, JPEG, WebP and SVG by default. */
  accept?: readonly string[];
  maxBytes?: number;
  /** The preview's shape: a square icon, a round avatar, a tall screenshot. */
  shape?: 'square' | 'round' | 'portrait';
}

function useRejection(maxBytes: number) {
  const { t } = useTranslation('record');
  return (details: FileUploadFileRejectDetails): string => {
    const rejected = details.files[0];
    const errors = rejected?.errors ?? [];
    if (errors.includes('FILE_TOO_LARGE'))
      return t('upload.tooLarge', { name: rejected?.file.name, max: Math.round(maxBytes / 1024 / 1024) });
    if (errors.includes('FILE_INVALID_TYPE')) return t('upload.wrongType', { name: rejected?.file.name });
    if (errors.includes('TOO_MANY_FILES')) return t('upload.tooMany');
    return t('upload.failed');
  };
}

/** The upload of a field, refusing a file whose bytes are no image the field takes (the server's rule). */
function useFieldUpload(accept: readonly string[]) {
  const { t } = useTranslation('record');
  const wrongType = useCallback((name: string) => t('upload.wrongType', { name }), [t]);
  return useImageUpload(t('upload.failed'), { accept, wrongType });
}

function UploadProgress({ state, onCancel }: { state: UploadState; onCancel: () => void }) {
  const { t } = useTranslation('record');
  if (!state.busy) return null;
  return (
    <HStack gap="3" w="full">
      <Progress.Root
        value={state.progress}
        size="sm"
        flex="1"
        aria-label={t('upload.progress', { name: state.fileName })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" color="fg.muted" minW="3ch" aria-hidden="true">
        {state.progress}%
      </Text>
      <Button size="xs" variant="ghost" onClick={onCancel}>
        {t('upload.cancel')}
      </Button>
    </HStack>
  );
}

const shapes = {
  square: { w: { base: '16', sm: '24' }, h: { base: '16', sm: '24' }, borderRadius: 'l3' },
  round: { w: { base: '14', sm: '20' }, h: { base: '14', sm: '20' }, borderRadius: 'full' },
  portrait: { w: '24', h: '40', borderRadius: 'l2' },
} as const;

/**
 * One image (an icon, an avatar): picked or dropped, checked for type and size before sending, uploaded with progress
 * and a preview, stored as the address the server gives back.
 *
 * @example
 * <ImageField name="icon_url" label={t('fields.icon')} shape="square" />
 */
export function ImageField({
  name,
  label,
  helperText,
  required,
  disabled,
  accept = IMAGE_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
  shape = 'square',
}: ImageFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const upload = useFieldUpload(accept);
  const reject = useRejection(maxBytes);
  const url = (field.value as string | null | undefined) || null;
  const shown = upload.state.preview ?? url;
  const message = upload.state.error ?? fieldState.error?.message;
  const hintId = useId();
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <KitLegend label={label} required={required} />
      <FileUpload.Root
        w="full"
        minW="0"
        translations={{ dropzone: t('upload.dropzone', { label: typeof label === 'string' ? label : '' }) }}
        accept={[...accept]}
        maxFileSize={maxBytes}
        maxFiles={1}
        acceptedFiles={[]}
        disabled={disabled || upload.state.busy}
        onFileAccept={async (details) => {
          const file = details.files[0];
          if (!file) return;
          const stored = await upload.start(file);
          if (stored) {
            field.onChange(stored);
            field.onBlur();
          }
        }}
        onFileReject={(details) => upload.fail(reject(details), details.files[0]?.file.name)}
      >
        <FileUpload.HiddenInput ref={field.ref} aria-describedby={hintId} />
        {/* A drop target, not a second button: the "Choose" button inside is the way in for the keyboard. */}
        <FileUpload.Dropzone
          disableClick
          role="group"
          w="full"
          minW="0"
          minH="auto"
          p="3"
          alignItems="stretch"
        >
          <HStack gap="4" align="center" w="full">
            <Center {...shapes[shape]} flexShrink={0} bg="bg.muted" overflow="hidden" borderWidth="1px">
              {shown ? (
                <Image
                  src={shown}
                  alt={t('upload.previewOf', { label: typeof label === 'string' ? label : '' })}
                  w="full"
                  h="full"
                  objectFit="cover"
                />
              ) : (
                <UploadIcon color="fg.muted" />
              )}
            </Center>
            <Stack gap="2" flex="1" minW="0" align="start">
              <Text id={hintId} textStyle="xs" color="fg.muted">
                {helperText ?? t('upload.hint', { max: Math.round(maxBytes / 1024 / 1024) })}
              </Text>
              <HStack gap="2" wrap="wrap">
                <FileUpload.Trigger asChild>
                  <Button size="sm" variant="outline" whiteSpace="normal" h="auto" minH="8" py="1">
                    <UploadIcon />
                    {url ? t('upload.replace') : t('upload.choose')}
                  </Button>
                </FileUpload.Trigger>
                {url && !upload.state.busy ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => {
                      field.onChange('');
                      field.onBlur();
                    }}
                  >
                    <TrashIcon />
                    {t('upload.remove')}
                  </Button>
                ) : null}
              </HStack>
              <UploadProgress state={upload.state} onCancel={upload.cancel} />
            </Stack>
          </HStack>
        </FileUpload.Dropzone>
      </FileUpload.Root>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

export interface ImageListFieldProps extends ImageFieldProps {
  /** The most images the field takes. */
  max?: number;
}

/**
 * Several images in an order the user sets (screenshots): added one or several at a time, each checked and uploaded
 * with progress, reordered by dragging or with the arrow buttons, removed one by one.
 *
 * @example
 * <ImageListField name="screenshots" label={t('fields.screenshots')} max={8} shape="portrait" />
 */
export function ImageListField({
  name,
  label,
  helperText,
  required,
  disabled,
  accept = IMAGE_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
  max = 8,
  shape = 'portrait',
}: ImageListFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const upload = useFieldUpload(accept);
  const reject = useRejection(maxBytes);
  const urls = Array.isArray(field.value) ? (field.value as string[]) : [];
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const message = upload.state.error ?? errorOf(fieldState.error);
  const full = urls.length >= max;
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <HStack justify="space-between">
        <KitLegend label={label} required={required} />
        <Text textStyle="xs" color="fg.muted">
          {t('upload.count', { count: urls.length, max })}
        </Text>
      </HStack>
      {urls.length > 0 ? (
        <SortableList
          items={urls}
          getId={(url) => url}
          itemName={(url) => t('upload.imageNumber', { number: urls.indexOf(url) + 1 })}
          onReorder={(next) => set(next)}
          layout="grid"
          disabled={disabled}
          dndOnIntent
          itemAs="li"
          containerProps={{
            as: 'ul',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
            gap: '3',
            listStyleType: 'none',
            'aria-label': typeof label === 'string' ? label : undefined,
          }}
          renderItem={(url, { index, isFirst, isLast, handleProps }) => (
            <Stack gap="1" align="center">
              <chakra.button
                type="button"
                {...handleProps}
                aria-label={t('upload.dragImage', { number: index + 1 })}
                cursor="grab"
                {...shapes[shape]}
                w="full"
                overflow="hidden"
                borderWidth="1px"
                bg="bg.muted"
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              >
                <Image src={url} alt="" w="full" h="full" objectFit="cover" draggable={false} />
              </chakra.button>
              <HStack gap="0">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('upload.moveEarlier', { number: index + 1 })}
                  disabled={isFirst || disabled}
                  onClick={() => set(moveItem(urls, index, index - 1))}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('upload.removeImage', { number: index + 1 })}
                  disabled={disabled}
                  onClick={() => set(urls.filter((_, i) => i !== index))}
                >
                  <TrashIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('upload.moveLater', { number: index + 1 })}
                  disabled={isLast || disabled}
                  onClick={() => set(moveItem(urls, index, index + 1))}
                >
                  <ChevronRightIcon />
                </IconButton>
              </HStack>
            </Stack>
          )}
        />
      ) : null}
      <FileUpload.Root
        w="full"
        minW="0"
        translations={{ dropzone: t('upload.dropzone', { label: typeof label === 'string' ? label : '' }) }}
        accept={[...accept]}
        maxFileSize={maxBytes}
        maxFiles={Math.max(1, max - urls.length)}
        acceptedFiles={[]}
        disabled={disabled || upload.state.busy || full}
        onFileAccept={async (details) => {
          let next = urls;
          for (const file of details.files.slice(0, max - urls.length)) {
            const stored = await upload.start(file);
            if (!stored) break;
            next = [...next, stored];
            set(next);
          }
        }}
        onFileReject={(details) => upload.fail(reject(details), details.files[0]?.file.name)}
      >
        <FileUpload.HiddenInput ref={field.ref} />
        <FileUpload.Dropzone disableClick role="group" w="full" minH="auto" p="3">
          <Stack gap="2" align="center" w="full">
            <Text textStyle="xs" color="fg.muted" textAlign="center">
              {full
                ? t('upload.full', { max })
                : (helperText ?? t('upload.hintMany', { max: Math.round(maxBytes / 1024 / 1024) }))}
            </Text>
            {!full ? (
              <FileUpload.Trigger asChild>
                <Button size="sm" variant="outline">
                  <UploadIcon />
                  {t('upload.add')}
                </Button>
              </FileUpload.Trigger>
            ) : null}
            <UploadProgress state={upload.state} onCancel={upload.cancel} />
          </Stack>
        </FileUpload.Dropzone>
      </FileUpload.Root>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A list field's error: its own message, or the first message of one of its items (`screenshots.3`). */
function errorOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const value of Object.values(error as Record<string, unknown>)) {
    const nested = errorOf(value);
    if (nested) return nested;
  }
  return undefined;
}
