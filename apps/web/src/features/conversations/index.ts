// What the app uses of the conversations (docs/product.md#conversations): "Chat with seller" on the
// bike page, and the dashboard layout's live updates of the conversation pages and the menu's unread
// badge (ADR 0280). The pages and the navbar's Messages link are in routes.ts.
export { ChatWithSellerButton } from './components/chat-button';
export { MessagesUnreadBadge, useMessagesLive } from './components/messages-live';
