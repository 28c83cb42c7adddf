import { useEffect } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { TFunction } from '@panel/shared-core';
import { useQuery, useQueryClient } from '@panel/shared-core/query';
import { FormDialog, SelectField, TextField, useForm, z, zodResolver } from '@panel/shared-core/record';
import { listingKeys } from '@panel/shared-core/listing';
import { notify } from '@panel/shared-core/ui-heavy';
import { invitationKeys, invitationsApi, team } from '../../api/team';

export function inviteSchema(t: TFunction) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .refine((value) => z.email().safeParse(value).success, t('validation.email')),
    role_id: z
      .number({ error: t('validation.required') })
      .nullable()
      .refine((value) => value !== null, t('validation.required')),
  });
}

type InviteValues = z.input<ReturnType<typeof inviteSchema>>;

/** Invites someone by e-mail with a role; the new invitation (and its link to copy) shows in the list. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('client');
  const queryClient = useQueryClient();
  // The roles a member may have come with the create call of the team.
  const roles = useQuery({
    queryKey: team.keys.create(),
    queryFn: ({ signal }) => team.create({ signal }),
    enabled: open,
  });
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema(t)),
    mode: 'onTouched',
    defaultValues: { email: '', role_id: null },
  });
  const defaultRole = (roles.data?.defaults.role_id as number | undefined) ?? null;
  useEffect(() => {
    // Each opening starts empty, with the usual role chosen.
    if (open) form.reset({ email: '', role_id: defaultRole });
  }, [open, defaultRole, form]);
  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title={t('invitations.inviteTitle')}
      description={t('invitations.inviteDescription')}
      form={form}
      loading={roles.isPending}
      submitLabel={t('invitations.send')}
      onSubmit={async (values) => {
        const saved = await invitationsApi.invite({
          email: values.email.trim(),
          role_id: Number(values.role_id),
        });
        notify.success(t('invitations.sent', { email: saved.data.email }));
        void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
        void queryClient.invalidateQueries({ queryKey: listingKeys.listing('client', 'team') });
        form.reset();
      }}
    >
      <TextField name="email" type="email" autoComplete="off" label={t('invitations.email')} required />
      <SelectField
        name="role_id"
        label={t('invitations.role')}
        options={roles.data?.options.role_id ?? []}
        required
      />
    </FormDialog>
  );
}
