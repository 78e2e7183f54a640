import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const AiAnswersPage = lazyPage(() => import('./AiAnswersPage'), 'AiAnswersPage');
const ChatbotPage = lazyPage(() => import('./ChatbotPage'), 'ChatbotPage');

/** The AI Chatbot: one page for counselors (and admins) and for admins; admins also review its answers. */
export const routes: FeatureRoute[] = [
  { path: '/counselor/chatbot', roles: ['counselor', 'admin'], title: 'AI Chatbot', element: <ChatbotPage /> },
  { path: '/admin/chatbot', roles: ['admin'], title: 'AI Chatbot', element: <ChatbotPage /> },
  { path: '/admin/ai-answers', roles: ['admin'], title: 'AI Answers', element: <AiAnswersPage /> },
];
