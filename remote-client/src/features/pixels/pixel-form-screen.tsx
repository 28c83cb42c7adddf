import { isPlainText, whenFieldsValid } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { useParams } from '@panel/shared-core/router';
import {
  MultiSelectField,
  RecordForm,
  SecretField,
  SelectField,
  TextField,
  DeleteRecordButton,
  useRecordForm,
  useWatch,
  z,
} from '@panel/shared-core/record';
import { ApplicationsField } from '@panel/shared-domain/choices';
import { Card, DangerZone, Stack } from '@panel/shared-core/ui';
import {
  PIXEL_LIMITS,
  pixelActions,
  pixelIdProblem,
  pixels,
  pixelsApi,
  type Pixel,
  type PixelType,
} from '../../api/pixels';
import { PIXELS_PATH } from './paths';

const NAME_MAX = PIXEL_LIMITS.name;
const TOKEN_MIN = PIXEL_LIMITS.token.min;
const TOKEN_MAX = PIXEL_LIMITS.token.max;

/** The rules of a pixel; on edit an empty token keeps the stored one. */
export function pixelSchema(t: TFunction, editing: boolean) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(NAME_MAX, t('validation.maxLength', { max: NAME_MAX }))
        .refine(isPlainText, t('validation.plainText')),
      type: z.string().min(1, t('validation.required')),
      pixel_id: z.string().trim().min(1, t('validation.required')),
      access_token: z
        .string()
        .trim()
        .refine((value) => (editing && value === '') || value.length >= TOKEN_MIN, {
          message: t('pixels.rules.token', { min: TOKEN_MIN }),
        })
        .refine((value) => value.length <= TOKEN_MAX, t('validation.maxLength', { max: TOKEN_MAX })),
      events: z.array(z.string()).min(1, t('pixels.rules.events')),
      application_ids: z.array(z.number()),
    })
    .superRefine(
      (values, ctx) => {
        const problem = values.pixel_id ? pixelIdProblem(values.type as PixelType, values.pixel_id) : null;
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['pixel_id'], message: t(`pixels.rules.${problem}`) });
      },
      whenFieldsValid(['type', 'pixel_id']),
    );
}

function PixelIdField() {
  const { t } = useTranslation('client');
  const type = useWatch({ name: 'type' }) as string;
  return (
    <TextField
      name="pixel_id"
      label={t('pixels.fields.pixelId')}
      helperText={type === 'facebook' ? t('pixels.hints.facebookId') : t('pixels.hints.otherId')}
      inputMode={type === 'facebook' ? 'numeric' : undefined}
      required
    />
  );
}

function DeletePixel({ pixel }: { pixel: Pixel }) {
  const { t } = useTranslation('client');
  return (
    <DeleteRecordButton
      resource={pixels}
      id={pixel.id}
      call={pixelActions.destroy}
      label={t('pixels.delete')}
      confirm={async () => {
        // Say what the deletion takes away before asking: the applications that stop reporting to this pixel.
        const impact = await pixelsApi.deletionImpact(pixel.id).catch(() => null);
        const names = impact?.applications.map((app) => app.name) ?? [];
        return names.length > 0
          ? t('pixels.deleteConfirmUsed', { name: pixel.name, count: names.length, apps: names.join(', ') })
          : t('pixels.deleteConfirm', { name: pixel.name });
      }}
      success={t('pixels.deleted', { name: pixel.name })}
      listPath={PIXELS_PATH}
    />
  );
}

/** `/client/pixels/new` and `/client/pixels/:id/edit`. */
export default function PixelFormScreen() {
  const { id } = useParams();
  return <PixelForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function PixelForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('client');
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: pixels,
    id,
    schema: pixelSchema(t, editing),
    toValues: ({ record, defaults }: { record?: Pixel; defaults: Partial<Pixel> }) => {
      const source = record ?? defaults;
      return {
        name: source.name ?? '',
        type: source.type ?? 'facebook',
        pixel_id: source.pixel_id ?? '',
        // The stored token never comes back: the field starts empty and keeps it unless something is typed.
        access_token: '',
        events: [...(source.events ?? [])],
        application_ids: [...(source.application_ids ?? [])],
      };
    },
    toPayload: ({ access_token, ...values }) => (access_token ? { ...values, access_token } : values),
    returnTo: listingUrl(PIXELS_PATH),
    successMessage: (saved) => t('pixels.saved', { name: saved?.name ?? '' }),
  });
  const pixel = controller.record;
  const options = controller.options;
  return (
    <RecordForm
      controller={controller}
      title={
        editing ? (pixel ? t('pixels.editTitle', { name: pixel.name }) : t('pixels.edit')) : t('pixels.new')
      }
      description={t('pixels.description')}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('pixels.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('pixels.fields.name')} required maxLength={NAME_MAX} />
            <SelectField name="type" label={t('pixels.fields.type')} options={options.type ?? []} required />
            <PixelIdField />
            <SecretField
              name="access_token"
              label={t('pixels.fields.accessToken')}
              helperText={t('pixels.hints.token', { min: TOKEN_MIN })}
              masked={pixel?.access_token}
              required={!editing}
            />
            <MultiSelectField
              name="events"
              label={t('pixels.fields.events')}
              options={options.events ?? []}
              required
            />
            <ApplicationsField
              name="application_ids"
              label={t('pixels.fields.applications')}
              helperText={t('pixels.hints.applications')}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {pixel ? (
        <DangerZone note={t('pixels.usedBy', { count: pixel.applications_count })}>
          <DeletePixel pixel={pixel} />
        </DangerZone>
      ) : null}
    </RecordForm>
  );
}
