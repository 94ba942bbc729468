import { notifications } from '@mantine/notifications';
import { errorMessage } from './api.ts';

/** In-app messages (never window.alert). */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 5000 });
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
  notifications.show({ color: 'blue', title, message, autoClose: 5000 });
}
