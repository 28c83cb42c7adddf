import { Link as RouterLink } from '@panel/shared-core/router';
import { Link } from '@panel/shared-core/ui';

/**
 * The application a funnel or a notification follows, as a link to its record (its number when it has no name).
 *
 * @example
 * <ApplicationLink id={funnel.application_id} name={funnel.application_name} />
 */
export function ApplicationLink({ id, name }: { id: number; name: string | null | undefined }) {
  return (
    <Link asChild colorPalette="brand">
      <RouterLink to={`/client/applications/${id}`}>{name || `#${id}`}</RouterLink>
    </Link>
  );
}
