import { notifications } from '@mantine/notifications';
import { messageText } from '../i18n/message-text.ts';
import { errorMessage } from './api.ts';

/**
 * In-app messages (never window.alert). A contract message (`MSG.jobPosted`, a server's
 * `result.Message`) is shown in the reader's language; other texts come translated already.
 */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message: messageText(message), autoClose: 5000 });
}

/**
 * The id of the error toast that shows `message`. Ours: a failure is shown once, so the same
 * message again while its toast is still up (a double click, a query and a mutation failing for
 * the same reason) does not stack a second copy (Mantine ignores a second show with the same id).
 */
export function errorNotificationId(message: string): string {
  return `error:${message}`;
}

export function notifyError(error: unknown, title?: string) {
  const message = errorMessage(error);
  notifications.show({
    id: errorNotificationId(message),
    color: 'red',
    title,
    message,
    autoClose: 8000,
  });
}

export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message: messageText(message), autoClose: 5000 });
}
