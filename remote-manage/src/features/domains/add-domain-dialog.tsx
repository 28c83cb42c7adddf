import { useEffect } from 'react';
import type { TFunction } from '@panel/shared-core';
import { hostnameProblem, useTranslation } from '@panel/shared-core';
import {
  FormDialog,
  TextField,
  invalidateResource,
  useForm,
  z,
  zodResolver,
} from '@panel/shared-core/record';
import { useQueryClient } from '@panel/shared-core/query';
import { notify } from '@panel/shared-core/ui-heavy';
import { domains } from '../../api/domains';

/** A platform domain's hostname: the rules of a company's custom domain (the server checks them again). */
export function platformDomainSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = hostnameProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: t(`domains.rules.${problem}`) });
      }),
  });
}

type Values = z.input<ReturnType<typeof platformDomainSchema>>;
type Output = z.output<ReturnType<typeof platformDomainSchema>>;

export interface AddDomainDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a platform domain (one no company owns; it starts pending): a hostname checked as it is typed, the server's
 * refusal (taken, invalid) on the same field.
 *
 * @example
 * <AddDomainDialog open={adding} onClose={() => setAdding(false)} />
 */
export function AddDomainDialog({ open, onClose }: AddDomainDialogProps) {
  const { t } = useTranslation('manage');
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(platformDomainSchema(t)),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (open) form.reset({ name: '' });
  }, [open, form]);

  const save = async ({ name }: Output) => {
    const saved = await domains.store({ name });
    invalidateResource(queryClient, domains);
    notify.success(t('domains.added', { name: saved.record?.name ?? name }));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('domains.add')}
      description={t('domains.addDescription')}
      form={form}
      onSubmit={save}
      submitLabel={t('domains.addSubmit')}
    >
      <TextField
        name="name"
        label={t('domains.fields.name')}
        helperText={t('domains.hints.name')}
        placeholder="apps.example.com"
        inputMode="url"
        autoComplete="off"
        required
      />
    </FormDialog>
  );
}
