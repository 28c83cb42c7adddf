import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { TFunction } from '@panel/shared-core';
import { useQuery, useQueryClient } from '@panel/shared-core/query';
import { FormDialog, SelectField, TextField, useForm, z, zodResolver } from '@panel/shared-core/record';
import { listingKeys } from '@panel/shared-core/listing';
import { Button, CloseButton, Input, Portal, Stack, Text } from '@panel/shared-core/ui';
import { Dialog } from '@panel/shared-core/ui-heavy';
import { invitationKeys, invitationUrl, invitationsApi, team, type Invitation } from '../../api/team';
import { CopyButton } from '@panel/shared-core/ui-extra';
import { memberEmail, memberRole } from './member-rules';

export function inviteSchema(t: TFunction) {
  return z.object({ email: memberEmail(t), role_id: memberRole(t) });
}

type InviteValues = z.input<ReturnType<typeof inviteSchema>>;

/**
 * Invites someone by e-mail with a role, then shows the new invitation's link with a copy button: the owner may pass
 * it on themselves, and need not look for it under the team's table.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('client');
  const queryClient = useQueryClient();
  // The invitation just sent, shown once the form's dialog has left the page.
  const justSent = useRef<Invitation | null>(null);
  const [sent, setSent] = useState<Invitation | null>(null);
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
    <>
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
        onExitComplete={() => {
          setSent(justSent.current);
          justSent.current = null;
        }}
        onSubmit={async (values) => {
          const saved = await invitationsApi.invite({
            email: values.email.trim(),
            role_id: Number(values.role_id),
          });
          justSent.current = saved.data;
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
      {sent ? <InvitationSent invitation={sent} onClose={() => setSent(null)} /> : null}
    </>
  );
}

/** The confirmation of a sent invitation: to whom, and its link to copy. */
function InvitationSent({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { t } = useTranslation('client');
  const url = invitationUrl(invitation);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invitation-sent">
            <Dialog.Header>
              <Dialog.Title>{t('invitations.sentTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('invitations.sent', { email: invitation.email })}</Text>
                {url !== null ? (
                  <>
                    <Text color="fg.muted" textStyle="sm">
                      {t('invitations.sentLink')}
                    </Text>
                    <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
                      <Input
                        value={url}
                        readOnly
                        dir="ltr"
                        aria-label={t('invitations.link')}
                        onFocus={(event) => event.currentTarget.select()}
                      />
                      <CopyButton value={url} label={t('invitations.copy', { email: invitation.email })} />
                    </Stack>
                  </>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('invitations.done')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('invitations.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
