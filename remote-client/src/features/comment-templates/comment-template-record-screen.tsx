import { useCan, useTranslation } from '@panel/shared-core';
import { languageName, listingUrl } from '@panel/shared-core/listing';
import { useParams } from '@panel/shared-core/router';
import { FactList, RecordScreen, useRecord, useRecordActions } from '@panel/shared-core/record-view';
import { Box, EmptyState, HStack, Heading, Stack, Text, TrashIcon, UserText } from '@panel/shared-core/ui';
import { commentTemplateActions, commentTemplates } from '../../api/comment-templates';

const TEMPLATES_PATH = '/client/comment-templates';

/**
 * `/client/comment-templates/:id`: a template's facts and its comments, in the order they are added to an application
 * (from an application's comments tab, "Add from a template"); delete after confirmation.
 */
export default function CommentTemplateRecordScreen() {
  const { t, i18n } = useTranslation('client');
  const { id } = useParams();
  const templateId = Number(id);
  const can = useCan();
  const { data, isPending, error, refetch } = useRecord(commentTemplates, templateId);
  const { run, pending } = useRecordActions(commentTemplates, templateId);
  const template = data?.record;
  const created = template?.created_at ? new Date(template.created_at) : null;
  return (
    <RecordScreen
      title={template?.name}
      subtitle={template ? t('commentTemplates.count', { count: template.comments.length }) : undefined}
      back={{ to: listingUrl(TEMPLATES_PATH), label: t('nav.commentTemplates') }}
      basePath={`${TEMPLATES_PATH}/${templateId}`}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
      actions={
        template && can({ permission: 'comment.manage' })
          ? [
              {
                key: 'delete',
                label: t('commentTemplates.delete'),
                icon: <TrashIcon />,
                destructive: true,
                loading: pending === 'delete',
                onClick: () =>
                  void run('delete', commentTemplateActions.destroy, {
                    label: t('commentTemplates.delete'),
                    confirm: t('commentTemplates.deleteConfirm', { name: template.name }),
                    destructive: true,
                    removesRecord: true,
                    success: () => t('commentTemplates.deleted', { name: template.name }),
                    navigateTo: () => listingUrl(TEMPLATES_PATH),
                  }),
              },
            ]
          : []
      }
    >
      {template ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('commentTemplates.language'),
                value: languageName(template.language, i18n.language),
              },
              {
                label: t('commentTemplates.created'),
                value: created
                  ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(created)
                  : null,
              },
            ]}
          />
          <Heading as="h2" size="md">
            {t('commentTemplates.comments')}
          </Heading>
          {template.comments.length === 0 ? (
            <EmptyState title={t('commentTemplates.empty')} />
          ) : (
            <Stack as="ol" gap="3" listStyleType="none" aria-label={t('commentTemplates.comments')}>
              {template.comments.map((comment, index) => (
                <Box
                  as="li"
                  key={index}
                  borderWidth="1px"
                  borderRadius="l3"
                  p="3"
                  data-testid="template-comment"
                >
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontWeight="semibold" textStyle="sm">
                      <UserText>{comment.author_name}</UserText>
                    </Text>
                    <Text
                      color="rating.solid"
                      textStyle="sm"
                      aria-label={t('commentTemplates.rating', { rating: comment.rating })}
                    >
                      {'★'.repeat(comment.rating)}
                      {'☆'.repeat(Math.max(0, 5 - comment.rating))}
                    </Text>
                  </HStack>
                  <Text textStyle="sm" whiteSpace="pre-line">
                    <UserText>{comment.text}</UserText>
                  </Text>
                  {comment.reply_text ? (
                    <Text textStyle="sm" color="fg.muted" mt="2" borderStartWidth="3px" ps="3">
                      <UserText>{comment.reply_text}</UserText>
                    </Text>
                  ) : null}
                  <Text textStyle="xs" color="fg.muted" mt="1">
                    {t('commentTemplates.likes', { count: comment.likes })}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
