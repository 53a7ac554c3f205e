/** User-facing messages quoted by the specification, shown word for word. */
export const messages = {
  serverFailure:
    'Sorry, there is an issue with the server. We will address the issue immediately, please wait a few hours or contact us for further info.',
  loginFailed: 'Cannot login, please check your credential!',
  loginUsernameRequired: 'Please provide an e-mail or username',
  loginPasswordRequired: 'Please provide the password',
  passwordMismatch: 'Password need to match',
  imageFormat: 'Please choose correct format image.',
  imageTooLarge2MB: 'Image should be equal to or less than 2MB.',
  imageTooLarge5MB: 'Image should be equal to or less than 5MB.',
  imageDamaged: 'The image is damaged or incomplete, please choose another image.',
  notFound: 'Page Not Found',
  noSubjectFound: 'No subject found...',
  noRecentUpdates: 'No Recent Updates',
  noRecentNotification: 'No Recent Notification',
  noDataFound: 'Ooppss... No Data Found.',
  sessionRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has ended, please log in again.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many requests, please wait a moment and try again.',
  bodyTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  routeNotFound: 'This address does not exist.',
} as const;

export type MessageKey = keyof typeof messages;
