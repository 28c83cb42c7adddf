import { lazyScreen } from '@panel/shared-core/router';
import { templateRoutes } from '../templates/routes';

const PushTemplateFormScreen = lazyScreen(() => import('./push-template-form-screen'));

/** The push notification templates. */
export const featureRoutes = templateRoutes('/push-templates', {
  newKey: 'pushTemplates.new',
  form: <PushTemplateFormScreen />,
});
