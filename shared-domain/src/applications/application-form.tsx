import { memo } from 'react';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import {
  Deferred,
  type FormOptions,
  ImageField,
  ImageListField,
  MultiSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  TextareaField,
  z,
} from '@panel/shared-core/record';
import { Card, Heading, SimpleGrid, Stack } from '@panel/shared-core/ui';
import { APPLICATION_LIMITS, hasAtMostDecimals, isOfferUrl, isPlainText } from '@panel/contract';
import type { Application } from './types';
import './texts';

const LIMITS = APPLICATION_LIMITS;

/** The rules of the application form, with messages in the panel's language. */
export function applicationSchema(t: TFunction) {
  const required = t('applications:validation.required');
  const max = (n: number) => t('applications:validation.max', { max: n });
  const plain = t('applications:validation.plainText');
  return z.object({
    // Names without control characters or direction overrides (the contract's rule, as the server's).
    name: z.string().trim().min(1, required).max(LIMITS.name, max(LIMITS.name)).refine(isPlainText, plain),
    developer_name: z
      .string()
      .trim()
      .min(1, required)
      .max(LIMITS.developerName, max(LIMITS.developerName))
      .refine(isPlainText, plain),
    language: z.string().min(1, required),
    category: z.string().min(1, required),
    template: z.string().min(1, required),
    icon_url: z.string(),
    screenshots: z
      .array(z.string())
      .max(LIMITS.screenshots, t('applications:validation.screenshots', { max: LIMITS.screenshots })),
    description: z.string().max(LIMITS.description, max(LIMITS.description)),
    rating: z
      .number({ error: required })
      .min(LIMITS.rating.min, t('applications:validation.rating'))
      .max(LIMITS.rating.max, t('applications:validation.rating'))
      .refine(
        (value) => hasAtMostDecimals(value, LIMITS.rating.decimals),
        t('applications:validation.ratingDecimals'),
      ),
    installs_label: z.string().trim().max(LIMITS.installsLabel, max(LIMITS.installsLabel)),
    // A public host, as the server wants it: `http://localhost` is an address, not an offer.
    offer_url: z
      .string()
      .trim()
      .min(1, required)
      .max(LIMITS.url, max(LIMITS.url))
      .refine(isOfferUrl, t('applications:validation.url')),
    domain_id: z.number().nullable(),
    pixel_ids: z.array(z.number()),
    push_enabled: z.boolean(),
  });
}

export type ApplicationSchema = ReturnType<typeof applicationSchema>;
export type ApplicationValues = z.input<ApplicationSchema>;

/** The form's values from the record being edited, or from the create call's defaults. */
export function toApplicationValues({
  record,
  defaults,
}: {
  record?: Application;
  defaults: Partial<Application>;
}): ApplicationValues {
  const source = record ?? defaults;
  return {
    name: source.name ?? '',
    developer_name: source.developer_name ?? '',
    language: source.language ?? '',
    category: source.category ?? '',
    template: source.template ?? '',
    icon_url: source.icon_url ?? '',
    screenshots: [...(source.screenshots ?? [])],
    description: source.description ?? '',
    rating: typeof source.rating === 'number' ? source.rating : 4.5,
    installs_label: source.installs_label ?? '',
    offer_url: source.offer_url ?? '',
    domain_id: source.domain_id ?? null,
    pixel_ids: [...(source.pixel_ids ?? [])],
    push_enabled: source.push_enabled ?? false,
  };
}

function Section({
  title,
  later = false,
  children,
}: {
  title: string;
  /** Below the fold on most screens: its fields are drawn right after the first render (`Deferred`). */
  later?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{later ? <Deferred>{children}</Deferred> : children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Every field of an application (docs/product.md, "Entities"), in two groups: what the store page shows, and how the
 * application works. The choices come from the form's `options`.
 *
 * Memoised: the screen around it draws again when the form's state changes (react-hook-form's `isReady` right after
 * the first render, a first change, a save), and the fields keep their own state.
 *
 * @example
 * <RecordForm controller={controller} title={title}><ApplicationFields options={controller.options} /></RecordForm>
 */
export const ApplicationFields = memo(function ApplicationFields({ options }: { options: FormOptions }) {
  const { t } = useTranslation('applications');
  return (
    <>
      <Section title={t('form.storePage')}>
        <TextField name="name" label={t('fields.name')} required maxLength={LIMITS.name} />
        <TextField
          name="developer_name"
          label={t('fields.developerName')}
          required
          maxLength={LIMITS.developerName}
        />
        <ImageField name="icon_url" label={t('fields.icon')} shape="square" />
        <ImageListField
          name="screenshots"
          label={t('fields.screenshots')}
          max={LIMITS.screenshots}
          shape="portrait"
        />
        {/* Below the fold of a laptop's screen: drawn right after the fields above it. */}
        <Deferred>
          <TextareaField
            name="description"
            label={t('fields.description')}
            rows={6}
            maxLength={LIMITS.description}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <NumberField
              name="rating"
              label={t('fields.rating')}
              helperText={t('form.ratingHint')}
              required
              min={LIMITS.rating.min}
              max={LIMITS.rating.max}
              step={0.1}
              fractionDigits={1}
            />
            <TextField
              name="installs_label"
              label={t('fields.installsLabel')}
              helperText={t('form.installsLabelHint')}
              maxLength={LIMITS.installsLabel}
            />
          </SimpleGrid>
        </Deferred>
      </Section>
      <Section title={t('form.settings')} later>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <SelectField
            name="language"
            label={t('fields.language')}
            options={options.languages ?? []}
            required
          />
          <SelectField
            name="category"
            label={t('fields.category')}
            options={options.categories ?? []}
            required
          />
          <SelectField
            name="template"
            label={t('fields.template')}
            options={options.templates ?? []}
            required
          />
        </SimpleGrid>
        <TextField
          name="offer_url"
          type="url"
          label={t('fields.offerUrl')}
          helperText={t('form.offerUrlHint')}
          placeholder="https://"
          required
        />
        <SelectField
          name="domain_id"
          label={t('fields.domain')}
          options={options.domains ?? []}
          placeholder={t('form.noDomain')}
          helperText={t('form.domainHint')}
        />
        <MultiSelectField
          name="pixel_ids"
          label={t('fields.pixels')}
          options={options.pixels ?? []}
          emptyText={t('form.noPixels')}
          describe={(option) => (typeof option.type === 'string' ? option.type : undefined)}
        />
        <SwitchField name="push_enabled" label={t('fields.pushEnabled')} helperText={t('form.pushHint')} />
      </Section>
    </>
  );
});
