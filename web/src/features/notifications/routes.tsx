import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const NotificationsPage = lazyPage(() => import('./NotificationsPage'), 'NotificationsPage');
const NotificationPreferencesPage = lazyPage(() => import('./NotificationPreferencesPage'), 'NotificationPreferencesPage');
const AdminNotificationsPage = lazyPage(() => import('./AdminNotificationsPage'), 'AdminNotificationsPage');
const UnsubscribePage = lazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage');

const everyone: FeatureRoute['roles'] = ['student', 'counselor', 'admin', 'teacher'];

/**
 * Notifications: the full list and one's delivery choices (every signed-in role, from the header's bell), the
 * admins' figures and email switch (district menu), and the landing of an email's unsubscribe link, which needs no
 * session and is also open to a signed-in visitor (the link may be opened where someone else is signed in).
 */
export const routes: FeatureRoute[] = [
  { path: '/notifications', roles: everyone, title: 'Notifications', element: <NotificationsPage /> },
  { path: '/settings/notifications', roles: everyone, title: 'Notification Settings', element: <NotificationPreferencesPage /> },
  { path: '/admin/notifications', roles: ['admin'], title: 'Notifications Sent', element: <AdminNotificationsPage /> },
  { path: '/unsubscribe', roles: [], title: 'Stop these emails', element: <UnsubscribePage />, alsoSignedIn: true },
];
