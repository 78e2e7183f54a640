import type { InboxService } from '../../application/inbox.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Thin: each field reads the caller and calls one use case (which authorizes, then validates). */
export function rootResolvers(inbox: InboxService): Resolvers {
  return {
    Query: {
      notifications: (_, args, ctx) => inbox.page(ctx.principal, args),
      notificationUnreadCount: (_, __, ctx) => inbox.unreadCount(ctx.principal),
      myNotificationPreferences: (_, __, ctx) => inbox.preferences(ctx.principal),
      notificationStats: (_, args, ctx) => inbox.stats(ctx.principal, args.days),
    },
    Notification: {
      text: (n) => (n.text ? { code: n.text.code, args: JSON.stringify(n.text.args) } : null),
    },
    Mutation: {
      markNotificationsRead: (_, args, ctx) => inbox.markRead(ctx.principal, args),
      updateMyNotificationPreferences: (_, args, ctx) => inbox.updatePreferences(ctx.principal, args.preferences),
      unsubscribeNotifications: (_, args) => inbox.unsubscribe(args.token),
      setNotificationEmailPaused: (_, args, ctx) => inbox.setEmailPaused(ctx.principal, args.paused),
    },
  };
}
