/**
 * `@panel/shared-core`: the non-UI core every app stands on (docs/architecture.md). Shared as a federated singleton, so
 * there is one store, one axios instance, one i18next instance and one QueryClient across shell and remotes.
 */

// state
export {
  store,
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  StateProvider,
  atomWithNormalizedStorage,
  atomWithStringStorage,
  RESET,
} from './state/store';
export type { Atom, Getter, PrimitiveAtom, SetStateAction, Setter, Store, WritableAtom } from './state/store';

// errors
// The test helpers that flush and reset it are in ./testing: not on the first page.
export { configureErrorReporting, reportError, errorReportsRecorded } from './errors/report-error';
export type { ErrorReporting, ErrorDetails } from './errors/report-error';

// http
export { configureHttp, ERROR_ROUTES } from './http/http';
export type { PanelRequestOptions } from './http/http';
export { callApi, callPath } from './http/call-api';
export type { CallOptions } from './http/call-api';
export {
  ApiError,
  isApiError,
  isValidationError,
  isNavigatedError,
  errorMessageKey,
  normalizeFieldErrors,
  UNEXPECTED_ERROR,
  NETWORK_ERROR,
} from './http/api-error';
export type { ApiErrorInit, FieldErrors } from './http/api-error';
export { setNavigator, navigateTo, isForcedNavigation, ROUTER_BASENAME } from './http/navigator';
export type { Navigator, NavigateOptions } from './http/navigator';

// session
export {
  STORAGE_KEYS,
  RETURN_TO_KEY,
  SESSION_DELAY_MS,
  normalizeAccess,
  tokenAtom,
  accessAtom,
  userAtom,
  paramsAtom,
  sessionStatusAtom,
} from './session/atoms';
export {
  login,
  completeSignIn,
  signOut,
  restoreSession,
  storedAccess,
  reloadUser,
  onSessionEnd,
  isSessionEnding,
} from './session/session';
export type { SignOutOptions } from './session/session';
export {
  startImpersonation,
  stopImpersonation,
  readImpersonation,
  useImpersonation,
  setImpersonationReload,
  IMPERSONATION_KEY,
} from './session/impersonation';
export type { Impersonation, StartImpersonation } from './session/impersonation';
export { takeReturnTo, rememberReturnTo, isSafeReturnPath } from './session/return-to';
export type { ReturnLocation } from './session/return-to';
export { useSession, useAuth, useSignOut } from './session/hooks';
export type { SessionState, AuthState } from './session/hooks';
export type {
  Access,
  AuthResult,
  Credentials,
  SessionStatus,
  User,
  UserInfo,
  UserParams,
} from './session/types';

// permissions
export { hasPermission, isAdministrator, checkRule, accessAllows } from './permissions/permissions';
export type { AccessRule } from './permissions/permissions';
export { usePermission, useIsAdmin, useCan } from './permissions/hooks';
export { Can } from './permissions/can';
export type { CanProps } from './permissions/can';

// settings
export {
  THEMES,
  DEFAULT_SETTINGS,
  settingsAtom,
  themeAtom,
  useGlobalSettings,
  isValidThemeQuery,
  resolveTheme,
  normalizeSettings,
} from './settings/settings';
export type { GlobalSettings, Theme } from './settings/settings';

// i18n: i18next with its browser language detector and http backend, bound to React by react-i18next
export {
  i18n,
  initI18n,
  changeLanguage,
  loadNamespaceFrom,
  applyDirection,
  currentLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  CORE_NAMESPACE,
  DETECTION_OPTIONS,
} from './i18n/i18n';
export type { InitI18nOptions, Language } from './i18n/i18n';
export { registerNamespaceSource, localeUrl } from './i18n/load-path';
export { useLanguage } from './i18n/use-language';
export { useTranslation } from './i18n/i18n';
export { Trans } from './i18n/trans';
export type { TFunction, TOptions, Resource, ResourceLanguage, I18n } from './i18n/i18n';

// api
export { authApi } from './api/auth';
export type { InviteInfo, RegisterPayload, TelegramAuthData } from './api/auth';
// The listing calls live in the listing entry and the record calls in the record entry: the first page needs neither.
export type * from './api/listing-types';
export type {
  RouteHandle,
  NavItem,
  RemoteNav,
  ListingNavItem,
  ListingRemoteNav,
  NavAction,
  AreaRemoteNav,
} from './api/contracts';
export { isListingItem } from './api/contracts';

// platform
export { provideRemoteDirectory, useRemoteDirectory } from './platform/remote-directory';
export type { RemoteBuild, RemoteDirectory, RemoteHealth } from './platform/remote-directory';
export { useDeclareRecordName, useRecordName } from './platform/record-name';
export type { RecordName } from './platform/record-name';

// forms
export { applyServerErrors } from './forms/server-errors';
export { submitErrorMessages } from './forms/submit-errors';
export type { SubmitErrorOptions } from './forms/submit-errors';
export { hostnameProblem } from './forms/hostname';
export type { HostnameProblem } from './forms/hostname';
export {
  isAmount,
  toCents,
  fromCents,
  addAmounts,
  formatMoney,
  formatDecimal,
  currencyFormat,
  moneyDigits,
  type MoneyAmount,
} from './forms/money';
export { attemptStore, useIdempotentSender } from './forms/idempotent-attempt';
export type { AttemptStore, IdempotentAttempt, IdempotentSender } from './forms/idempotent-attempt';
