export { errorStatuses, openApiDocument } from './document';
