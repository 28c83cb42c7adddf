import { lazyScreen } from '@panel/shared-core/router';
import { templateRoutes } from '../templates/routes';

const SystemFunnelTemplateFormScreen = lazyScreen(() => import('./system-funnel-template-form-screen'));

/** The templates of the system funnels companies start from. */
export const featureRoutes = templateRoutes('/system-funnel-templates', {
  newKey: 'systemFunnelTemplates.new',
  form: <SystemFunnelTemplateFormScreen />,
});
