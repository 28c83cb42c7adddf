import { lazyScreen } from '@panel/shared-core/router';
import { templateRoutes } from '../templates/routes';

const OneSignalTemplateFormScreen = lazyScreen(() => import('./onesignal-template-form-screen'));

/** The OneSignal notification templates. */
export const featureRoutes = templateRoutes('/onesignal-templates', {
  newKey: 'onesignalTemplates.new',
  form: <OneSignalTemplateFormScreen />,
});
