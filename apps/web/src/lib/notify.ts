import { notifications } from '@mantine/notifications';
import { errorMessage } from './api.ts';

/** In-app messages (never window.alert). */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 5000 });
}

export function notifyError(error: unknown, title?: string) {
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000 });
}

export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message, autoClose: 5000 });
}
