import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { isApiError, useDeclareRecordName, useTranslation } from '@panel/shared-core';
import { Link as RouterLink } from '@panel/shared-core/router';
import {
  Alert,
  Box,
  Button,
  ErrorState,
  Flex,
  FormErrorSummary,
  Grid,
  HStack,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  type BreadcrumbItem,
} from '@panel/shared-core/ui';
import type { RecordFormController } from './use-record-form';
import { Deferred } from './deferred';
import { RecordConflictPanel } from './record-conflict-panel';

export interface RecordFormProps<TRecord, TValues extends FieldValues, TOutput = TValues> {
  controller: RecordFormController<TRecord, TValues, TOutput>;
  /** The page's h1 ("New application", "Edit «Shop»"). */
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The fields (kit components); they find the form through its context. */
  children: ReactNode;
  /** Beside the fields on wide screens, under them on narrow ones (a live preview). */
  aside?: ReactNode;
  /** The save button's text; "Create" or "Save changes" by default. */
  submitLabel?: ReactNode;
  /**
   * The edited record's name and the path of its record screen, for a record that has one: the shell's breadcrumbs
   * then lead back through it ("Applications / Dragon Runner / Edit"), as they do on its record screen.
   */
  record?: { name: string | null | undefined; path: string };
}

function formatTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(ms);
}

/**
 * The view of a record form controller: the header, a notice when a draft was restored, the messages of a failed save
 * that belong to no field, the fields (and an optional aside), and a save bar that stays in reach at the bottom of the
 * screen. Skeleton while loading, an error with Retry when the form could not load.
 *
 * @example
 * <RecordForm controller={controller} title={t('applications.edit')} aside={<StorePreview />}>
 *   <TextField name="name" label={t('fields.name')} required />
 * </RecordForm>
 */
export function RecordForm<TRecord, TValues extends FieldValues, TOutput = TValues>({
  controller,
  title,
  description,
  breadcrumbs,
  children,
  aside,
  submitLabel,
  record,
}: RecordFormProps<TRecord, TValues, TOutput>) {
  const { t, i18n } = useTranslation('record');
  const { status, form, draft } = controller;
  useDeclareRecordName(record?.name, record?.path ?? '');

  if (status === 'error') {
    return (
      <Box>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <ErrorState
          title={t('loadFailed')}
          description={isApiError(controller.loadError) ? controller.loadError.message : undefined}
          onRetry={controller.reload}
        />
      </Box>
    );
  }
  if (status === 'loading') {
    return (
      <Box aria-busy="true" aria-label={t('loading')}>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <Stack gap="5" maxW="3xl">
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} gap="2">
              <Skeleton height="4" width="32" />
              <Skeleton height="10" />
            </Stack>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <FormProvider {...form}>
      <form
        ref={controller.formRef}
        noValidate
        onSubmit={(event) => void controller.submit(event)}
        aria-label={typeof title === 'string' ? title : undefined}
      >
        <PageHeader title={title} description={description} breadcrumbs={breadcrumbs} />
        {/* A field the browser scrolls to (Tab, focus on an error) stops above the sticky save bar, its message with
            it, not under the bar. */}
        <Stack gap="5" css={{ '& *': { scrollMarginBottom: '6rem' } }}>
          {draft.restoredAt !== null ? (
            <Alert.Root status="info" data-testid="draft-restored">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('draft.title')}</Alert.Title>
                <Alert.Description>
                  {t('draft.description', { time: formatTime(draft.restoredAt, i18n.language) })}
                </Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={controller.discardChanges}>
                {t('draft.discard')}
              </Button>
            </Alert.Root>
          ) : null}
          {controller.conflict ? (
            <RecordConflictPanel conflict={controller.conflict} options={controller.options} />
          ) : null}
          <FormErrorSummary ref={controller.summaryRef} messages={controller.summary} />
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              lg: aside ? 'minmax(0, 1fr) 24rem' : 'minmax(0, 48rem)',
            }}
            gap="8"
            alignItems="start"
          >
            <Stack gap="5" minW="0">
              {children}
            </Stack>
            {aside ? (
              <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
                {/* A live preview: the fields are there and usable without waiting for it. */}
                <Deferred>{aside}</Deferred>
              </Box>
            ) : null}
          </Grid>
        </Stack>
        <Flex
          position="sticky"
          bottom="0"
          zIndex="docked"
          mt="8"
          mx={{ base: '-4', md: '-6' }}
          px={{ base: '4', md: '6' }}
          py="3"
          gap="3"
          align="center"
          justify="flex-end"
          wrap="wrap"
          bg="bg"
          borderTopWidth="1px"
          data-testid="save-bar"
        >
          {controller.isDirty ? (
            <Text textStyle="sm" color="fg.muted" me="auto" aria-live="polite">
              {t('unsaved')}
            </Text>
          ) : null}
          <HStack gap="3">
            <Button asChild variant="outline">
              <RouterLink to={controller.cancelTo}>{t('cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={controller.isSubmitting}>
              {submitLabel ?? (controller.mode === 'create' ? t('create') : t('save'))}
            </Button>
          </HStack>
        </Flex>
      </form>
    </FormProvider>
  );
}
