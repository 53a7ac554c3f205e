export { theme, cssVariablesResolver } from './theme';
export { AppProviders, createQueryClient, type AppProvidersProps } from './providers';
export { announce, ToastHost, notify, TOAST_AUTO_CLOSE_MS, type NotifyOptions } from './toast';
export {
  createSessionStore,
  createIndexedDbKeyStore,
  createMemoryKeyStore,
  type SessionStore,
  type SessionStoreDeps,
  type KeyStore,
  type TextStorage,
} from './session-store';
export {
  createApiClient,
  ApiError,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type ApiFailureKind,
  type RequestOptions,
} from './api-client';
export { Footer, type FooterProps, type FooterLink, type FooterLinkGroup } from './Footer';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { PageTitle, useDocumentTitle, APP_NAME, type PageTitleProps } from './PageTitle';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { navigateTo, setNavigator, spaClick } from './navigation';
export { PageFrame, type PageFrameProps } from './PageFrame';
export {
  createSessionKit,
  type SessionKit,
  type SessionKitOptions,
  type SessionContextValue,
  type SessionProviderProps,
} from './session-context';
export { ImageCropField, type ImageCropFieldProps } from './ImageCropField';
export { checkJpegFile, dataUrlBytes, fitWithin, hasJpegSignature, readAsDataUrl } from './image-file';
export { CharCounter, type CharCounterProps } from './CharCounter';
export { PageShell, type PageShellProps } from './PageShell';
export { accessOf, guestRoute, publicRoute, type RouteAccess, type RouteHandle } from './route-access';
export { createEndpointCaller, endpointUrl, firstFetch, type EndpointCaller, type EndpointData, type EndpointInput } from './endpoint-caller';
export { Brand, BrandMark } from './Brand';
export { createAppRouter, useAppConfigWith, useRouteAccess, useScrollToTopOnNavigate } from './routing';
export { GuardRedirect } from './GuardRedirect';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { AuthCard, type AuthCardProps } from './AuthCard';
export { AuthFailure } from './AuthFailure';
export { AppBar, CountBadge, LogoutButton, NavLinks, type AppBarProps, type NavItem } from './AppBar';
export { LeaveGuard } from './LeaveGuard';
export { Loading } from './Loading';
export { ComingSoon } from './ComingSoon';
export { formatCount, formatDate, formatTime, plural } from './format';
export { useScreenMatches } from './media';
export { attachmentProblem, type Attachment } from './attachments';
export { AttachmentsField, type AttachmentsFieldProps } from './AttachmentsField';
export { pageParam, useAddressState, useStayOnLastPage } from './address-state';
export { Breakable, EmailAddress } from './Breakable';
