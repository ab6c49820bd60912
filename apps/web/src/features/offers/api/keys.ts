export const offerKeys = {
  all: ['offers'] as const,
  conversation: (conversationId: string) => [...offerKeys.all, 'conversation', conversationId] as const,
  agreed: (productId: string) => [...offerKeys.all, 'agreed', productId] as const,
};
