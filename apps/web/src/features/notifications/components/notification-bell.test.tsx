import {
  listNotifications,
  markAllNotificationsRead,
  type NotificationItem,
  unreadNotifications,
} from '@pp/contract/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NotificationsPage from '../pages/notifications-page.tsx';
import NotificationBell from './notification-bell.tsx';

function stageChange(code: string, read: boolean): NotificationItem {
  return {
    code,
    kind: 'stageChanged',
    createdOn: 1_795_600_000,
    read,
    link: '/member/job/application',
    params: {
      postingKind: 'job',
      postingCode: 'J1',
      postingTitle: 'Company Secretary',
      companyName: 'ACME LIMITED',
      stage: 'shortlisted',
    },
  };
}

describe('the notifications bell', () => {
  it('says the unread count in its name and shows it on a badge, leading to the notifications page', async () => {
    fakeApi(answer(unreadNotifications, () => ({ unread: 3 })));
    renderWithProviders(<NotificationBell area="member" />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/member/notifications');
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it('has no badge and a plain name when nothing is unread; caps a long count at 99+', async () => {
    fakeApi(answer(unreadNotifications, () => ({ unread: 0 })));
    const quiet = renderWithProviders(<NotificationBell area="corporate" />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/corporate/notifications',
    );
    quiet.unmount();

    fakeApi(answer(unreadNotifications, () => ({ unread: 120 })));
    renderWithProviders(<NotificationBell area="student" />);
    await screen.findByRole('link', { name: 'Notifications, 99+ unread' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
  });

  it('clears when the page marks everything read; unread items are marked in words, not colour only', async () => {
    let items = [stageChange('N2', false), stageChange('N1', true)];
    const unread = () => items.filter((n) => !n.read).length;
    const api = fakeApi(
      answer(unreadNotifications, () => ({ unread: unread() })),
      answer(listNotifications, () => ({ list: items, total: items.length, unread: unread() })),
      answer(markAllNotificationsRead, () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { unread: 0 };
      }),
    );
    const { user } = renderWithProviders(
      <>
        <NotificationBell area="member" />
        <NotificationsPage area="member" />
      </>,
    );
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(
      await screen.findAllByText(
        'Your application for Company Secretary at ACME LIMITED is now at the stage: Shortlisted.',
      ),
    ).toHaveLength(2);
    expect(screen.getAllByText('Unread', { exact: true })).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Unread: 1');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText('Unread', { exact: true })).toHaveLength(0));
    expect(screen.getByRole('status').textContent).toBe('You have read everything.');
    expect(api.requestsTo(markAllNotificationsRead)).toHaveLength(1);
  });
});
