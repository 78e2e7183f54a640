import type { FeatureRoute } from '../../app/feature-route';
import { ChatbotPage } from './ChatbotPage';

/** The AI Chatbot (issue 6): one page for counselors (and admins) and for admins. */
export const routes: FeatureRoute[] = [
  { path: '/counselor/chatbot', roles: ['counselor', 'admin'], element: <ChatbotPage /> },
  { path: '/admin/chatbot', roles: ['admin'], element: <ChatbotPage /> },
];
