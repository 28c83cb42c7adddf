import { publishMissing, type PublishRequirement } from '@panel/contract';
import { useTranslation } from '@panel/shared-core';
import type { FormOptions } from '@panel/shared-core/record-data';
import { Alert, List, Text } from '@panel/shared-core/ui';
import { PanelLink } from './application-overview';
import type { Application } from './types';
import './texts';

/** How the company's area lets a draft go live: who may, and where the domain's page is (to verify it). */
export interface ApplicationPublishing {
  /** The user may publish (application.update); otherwise the notice says who does. */
  can: boolean;
  /** The path of a domain's screen, where an unverified domain is checked. */
  domainPath: (id: number) => string;
}

/**
 * What the draft still lacks to go live, by the contract's rule (`publishMissing`), the one the server's publish
 * call applies: the bound domain's status comes with the form's options (the application's own domain is among them).
 */
export function missingToPublish(app: Application, options: FormOptions): PublishRequirement[] {
  const domain = options.domains?.find((option) => option.value === app.domain_id);
  return publishMissing(app, typeof domain?.status === 'string' ? domain.status : null);
}

/**
 * A draft's notice: that its page does not serve yet, what it still lacks (each with where to fix it), and either
 * that Publish makes it live or, for a user who may not publish, who does.
 */
export function DraftNotice({
  app,
  missing,
  publishing,
  editPath,
}: {
  app: Application;
  missing: PublishRequirement[];
  publishing: ApplicationPublishing;
  editPath: string;
}) {
  const { t } = useTranslation('applications');
  const fixAt = (requirement: PublishRequirement) =>
    requirement === 'domain_active' && app.domain_id !== null
      ? publishing.domainPath(app.domain_id)
      : editPath;
  return (
    <Alert.Root status="info" mb="4" data-testid="application-draft-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('publish.draft')}</Alert.Title>
        <Alert.Description>
          {missing.length === 0 ? (
            <Text>{publishing.can ? t('publish.ready') : t('publish.readyWho')}</Text>
          ) : (
            <>
              <Text>{t('publish.missingIntro', { count: missing.length })}</Text>
              <List.Root ps="5" mt="1" data-testid="publish-missing">
                {missing.map((requirement) => (
                  <List.Item key={requirement}>
                    {t(`publish.missing.${requirement}`, { domain: app.domain })}
                    {publishing.can ? (
                      <>
                        {' '}
                        <PanelLink to={fixAt(requirement)}>
                          {requirement === 'domain_active' ? t('publish.checkDomain') : t('publish.fix')}
                        </PanelLink>
                      </>
                    ) : null}
                  </List.Item>
                ))}
              </List.Root>
              {publishing.can ? null : <Text mt="1">{t('publish.who')}</Text>}
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
