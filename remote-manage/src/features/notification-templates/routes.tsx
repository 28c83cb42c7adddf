import { lazyScreen } from '@panel/shared-core/router';
import { templateRoutes } from '../templates/routes';

const NotificationTemplateFormScreen = lazyScreen(() => import('./notification-template-form-screen'));

/** The templates of the notifications the panel sends. */
export const featureRoutes = templateRoutes('/notification-templates', {
  newKey: 'notificationTemplates.new',
  form: <NotificationTemplateFormScreen />,
});
