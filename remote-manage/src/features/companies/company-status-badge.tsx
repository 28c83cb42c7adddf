import { Badge } from '@panel/shared-core/ui';
import type { ManageCompany } from '../../api/companies';

const STATUS_COLORS: Record<ManageCompany['status'], string> = { active: 'green', blocked: 'red' };

/**
 * A company's status as a badge, in the words of the server's options.
 *
 * @example
 * <CompanyStatusBadge status={company.status} label={optionLabel(options.status, company.status)} />
 */
export function CompanyStatusBadge({ status, label }: { status: ManageCompany['status']; label: string }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} data-testid="company-status">
      {label || status}
    </Badge>
  );
}
