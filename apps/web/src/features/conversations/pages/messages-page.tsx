import { useParams } from 'react-router';
import { ConversationPage } from './conversation-page';
import { InboxPage } from './inbox-page';

/**
 * `/dashboard/messages` is the inbox, `/dashboard/messages/:id` one conversation: one route, one chunk.
 * Named `Component` for the router's `lazy` (routes.ts).
 */
export function Component() {
  const { id } = useParams();
  return id ? <ConversationPage /> : <InboxPage />;
}
