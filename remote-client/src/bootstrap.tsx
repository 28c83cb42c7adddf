import { mountStandalone } from '@panel/shared-core/standalone';
import { routes } from './routes';
import { nav } from './nav';

void mountStandalone({ routes, nav });
