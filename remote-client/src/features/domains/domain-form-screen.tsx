import { hostnameProblem } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { RecordForm, TextField, useRecordForm, z } from '@panel/shared-core/record';
import { Card, List, Stack, Text } from '@panel/shared-core/ui';
import type { Domain } from '../../api/domains';
import { domains } from '../../api/domain-form';
import { DOMAINS_PATH } from './paths';
import { ApplicationField } from '@panel/shared-domain/choices';

export function domainSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = hostnameProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: t(`domains.rules.${problem}`) });
      }),
    application_id: z.number().nullable(),
  });
}

/**
 * `/client/domains/new`: connect a custom domain. The hostname is checked as typed (no scheme, no path, valid labels);
 * the application it serves is searched on the server (a company may have thousands), not listed; once saved, the
 * domain's screen shows the DNS records to create.
 */
export default function DomainFormScreen() {
  const { t } = useTranslation('client');
  const controller = useRecordForm({
    resource: domains,
    schema: domainSchema(t),
    toValues: ({ defaults }: { defaults: Partial<Domain> }) => ({
      name: '',
      application_id: defaults.application_id ?? null,
    }),
    toPayload: (values) => ({ ...values, name: values.name.trim() }),
    // The next step of the connection is on the new domain's screen: its DNS records.
    returnTo: (saved) => (saved ? `${DOMAINS_PATH}/${saved.id}` : listingUrl(DOMAINS_PATH)),
    successMessage: (saved) => t('domains.connected', { name: saved?.name ?? '' }),
  });
  return (
    <RecordForm
      controller={controller}
      title={t('domains.new')}
      description={t('domains.newDescription')}
      submitLabel={t('domains.connect')}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('domains.new')}>
        <Card.Body>
          <Stack gap="5">
            <TextField
              name="name"
              label={t('domains.fields.name')}
              helperText={t('domains.hints.name')}
              placeholder="shop.example.com"
              inputMode="url"
              autoComplete="off"
              required
            />
            <ApplicationField
              name="application_id"
              label={t('domains.fields.application')}
              helperText={t('domains.hints.application')}
            />
            <Stack gap="1">
              <Text fontWeight="medium" textStyle="sm">
                {t('domains.nextTitle')}
              </Text>
              <List.Root as="ol" textStyle="sm" color="fg.muted" ps="5">
                <List.Item>{t('domains.next1')}</List.Item>
                <List.Item>{t('domains.next2')}</List.Item>
                <List.Item>{t('domains.next3')}</List.Item>
              </List.Root>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
