import { useEffect, useState } from 'react';
import { isApiError, useTranslation } from '@panel/shared-core';
import { listingKeys, listingUrl } from '@panel/shared-core/listing';
import { useQueryClient } from '@panel/shared-core/query';
import { FormDialog, useForm, z, zodResolver, type RecordAction } from '@panel/shared-core/record';
import { useNavigate } from '@panel/shared-core/router';
import { AppsIcon, LinkIcon, TrashIcon } from '@panel/shared-core/ui';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { domainBindingApi, domainKeys, type Domain } from '../../api/domains';
import { ApplicationField } from '@panel/shared-domain/choices';
import { DOMAINS_PATH } from './paths';

const bindSchema = z.object({ application_id: z.number().nullable() });
type BindValues = z.infer<typeof bindSchema>;

/**
 * A domain's own actions on its screen: change the application it serves (a searched choice), detach it, and remove a
 * custom one (a platform domain is the platform's). Detaching and removing ask first, naming what stops serving; each
 * answer refreshes the domain, the listings and the applications it touched.
 *
 * @example
 * const { actions, dialog } = useDomainActions(domain);
 */
export function useDomainActions(domain: Domain | undefined) {
  const { t } = useTranslation('client');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [changing, setChanging] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  const refresh = () => {
    for (const name of ['domains', 'application'] as const)
      void queryClient.invalidateQueries({ queryKey: listingKeys.listing('client', name) });
    // The applications' records show their domain.
    void queryClient.invalidateQueries({ queryKey: ['client', 'applications'] });
    void queryClient.invalidateQueries({ queryKey: domainKeys.custom });
  };

  /** Runs a call once confirmed; the server's words on failure, the dialog staying open to try again. */
  const confirmed = async (
    key: string,
    options: { title: string; message: string; destructive?: boolean },
    call: () => Promise<{ message: string }>,
    after?: () => void,
  ) => {
    await confirm({
      title: options.title,
      message: options.message,
      confirmLabel: options.title,
      destructive: options.destructive,
      action: async () => {
        setPending(key);
        try {
          const answer = await call();
          notify.success(answer.message);
          after?.();
        } catch (error) {
          notify.error(options.title, isApiError(error) ? error.message : t('domains.actionFailed'));
          throw error;
        } finally {
          setPending(null);
        }
      },
    });
  };

  if (!domain) return { actions: [] as RecordAction[], dialog: null };
  const bound = domain.application_id !== null;
  const actions: RecordAction[] = [
    {
      key: 'bind',
      label: bound ? t('domains.changeApplication') : t('domains.chooseApplication'),
      icon: <AppsIcon />,
      loading: pending === 'bind',
      onClick: () => setChanging(true),
    },
    ...(bound
      ? [
          {
            key: 'detach',
            label: t('domains.detach'),
            icon: <LinkIcon />,
            loading: pending === 'detach',
            onClick: () =>
              void confirmed(
                'detach',
                {
                  title: t('domains.detach'),
                  message: t('domains.detachConfirm', {
                    name: domain.name,
                    application: domain.application_name,
                  }),
                },
                () => domainBindingApi.bind(domain.id, null),
                () => {
                  refresh();
                  void queryClient.invalidateQueries({ queryKey: domainKeys.zone(domain.id) });
                },
              ),
          },
        ]
      : []),
    ...(domain.type === 'custom'
      ? [
          {
            key: 'remove',
            label: t('domains.remove'),
            icon: <TrashIcon />,
            destructive: true,
            loading: pending === 'remove',
            onClick: () =>
              void confirmed(
                'remove',
                {
                  title: t('domains.remove'),
                  message: bound
                    ? t('domains.removeConfirmBound', {
                        name: domain.name,
                        application: domain.application_name,
                      })
                    : t('domains.removeConfirm', { name: domain.name }),
                  destructive: true,
                },
                () => domainBindingApi.remove(domain.id),
                () => {
                  // The domain can no longer be read: leave before its screen asks for it again.
                  queryClient.removeQueries({ queryKey: domainKeys.zone(domain.id) });
                  refresh();
                  void navigate(listingUrl(DOMAINS_PATH));
                },
              ),
          },
        ]
      : []),
  ];
  return {
    actions,
    dialog: (
      <BindDialog
        domain={domain}
        open={changing}
        onClose={() => setChanging(false)}
        onSaved={() => {
          refresh();
          void queryClient.invalidateQueries({ queryKey: domainKeys.zone(domain.id) });
        }}
      />
    ),
  };
}

/** Chooses the application the domain serves: the searched choice of the connect form, the current one first. */
function BindDialog({
  domain,
  open,
  onClose,
  onSaved,
}: {
  domain: Domain;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('client');
  const form = useForm<BindValues>({
    resolver: zodResolver(bindSchema),
    defaultValues: { application_id: domain.application_id },
  });
  useEffect(() => {
    if (open) form.reset({ application_id: domain.application_id });
  }, [open, form, domain.application_id]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('domains.changeTitle', { name: domain.name })}
      description={t('domains.changeDescription')}
      form={form}
      submitLabel={t('domains.changeSubmit')}
      onSubmit={async (values) => {
        const answer = await domainBindingApi.bind(domain.id, values.application_id);
        notify.success(answer.message);
        onSaved();
      }}
    >
      <ApplicationField name="application_id" label={t('domains.fields.application')} />
    </FormDialog>
  );
}
