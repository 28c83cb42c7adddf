import { isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  NumberField,
  RecordForm,
  SelectField,
  SwitchField,
  TextField,
  useRecordForm,
  z,
} from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Card, SimpleGrid, Stack } from '@panel/shared-core/ui';
import {
  REFERRAL_LINK_LIMITS,
  isBonusPercent,
  referralCodeProblem,
  referralLinks,
  type ReferralLink,
} from '../../api/referral-links';
import { REFERRAL_LINKS_PATH, referralLinkPath } from './paths';

const LINK_NAME_MAX = REFERRAL_LINK_LIMITS.name;
const { min: CODE_MIN, max: CODE_MAX } = REFERRAL_LINK_LIMITS.code;

/**
 * The rules of a referral link (the server checks them again, and that the code is not taken): a code of 3 to 32
 * letters, digits, `-` and `_`; a bonus from 0 to 100 % with 2 decimals at most; an owner.
 */
export function referralLinkSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('referralLinks.rules.name'))
      .max(LINK_NAME_MAX, t('referralLinks.rules.maxLength', { max: LINK_NAME_MAX }))
      .refine(isPlainText, t('validation.plainText')),
    code: z
      .string()
      .trim()
      .superRefine((code, ctx) => {
        const problem = referralCodeProblem(code);
        if (problem === 'characters')
          ctx.addIssue({ code: 'custom', message: t('referralLinks.rules.codeCharacters') });
        else if (problem === 'length')
          ctx.addIssue({
            code: 'custom',
            message: t('referralLinks.rules.codeLength', { min: CODE_MIN, max: CODE_MAX }),
          });
      }),
    owner_id: z
      .number()
      .nullable()
      .refine((value) => value !== null, t('referralLinks.rules.owner')),
    bonus_percent: z
      .number({ error: t('referralLinks.rules.bonus') })
      .nullable()
      .refine((value) => value !== null && isBonusPercent(String(value)), t('referralLinks.rules.bonus')),
    is_active: z.boolean(),
  });
}

/** `/manage/referral-links/new` and `/manage/referral-links/:id/edit`. */
export default function ReferralLinkFormScreen() {
  const { id } = useParams();
  return <ReferralLinkForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function ReferralLinkForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: referralLinks,
    id,
    schema: referralLinkSchema(t),
    toValues: ({ record, defaults }: { record?: ReferralLink; defaults: Partial<ReferralLink> }) => {
      const source = record ?? defaults;
      return {
        name: source.name ?? '',
        code: source.code ?? '',
        owner_id: source.owner_id ?? null,
        bonus_percent: source.bonus_percent ?? null,
        is_active: source.is_active ?? true,
      };
    },
    returnTo: (saved) =>
      saved
        ? referralLinkPath(saved.id)
        : id !== undefined
          ? referralLinkPath(id)
          : listingUrl(REFERRAL_LINKS_PATH),
    successMessage: (saved) => t('referralLinks.saved', { name: saved?.name ?? '' }),
  });
  const link = controller.record;
  return (
    <RecordForm
      controller={controller}
      title={
        editing
          ? link
            ? t('referralLinks.editTitle', { name: link.name })
            : t('referralLinks.edit')
          : t('referralLinks.new')
      }
      description={t('referralLinks.formDescription')}
      record={id !== undefined ? { name: link?.name, path: referralLinkPath(id) } : undefined}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('referralLinks.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('referralLinks.fields.name')}
              helperText={t('referralLinks.hints.name')}
              maxLength={LINK_NAME_MAX}
              required
            />
            <TextField
              name="code"
              label={t('referralLinks.fields.code')}
              helperText={t('referralLinks.hints.code', { min: CODE_MIN, max: CODE_MAX })}
              placeholder="SPRING-2026"
              maxLength={CODE_MAX}
              autoComplete="off"
              required
            />
            <SelectField
              name="owner_id"
              label={t('referralLinks.fields.owner')}
              helperText={t('referralLinks.hints.owner')}
              options={controller.options.owner_id ?? []}
              required
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
              <NumberField
                name="bonus_percent"
                label={t('referralLinks.fields.bonus')}
                helperText={t('referralLinks.hints.bonus')}
                fractionDigits={2}
                step={0.5}
                required
              />
              <SwitchField
                name="is_active"
                label={t('referralLinks.fields.isActive')}
                helperText={t('referralLinks.hints.isActive')}
              />
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
