/** The blog's query keys: readers' posts by language and address, admins' posts. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (lang: string) => ['blog', 'list', lang] as const,
  post: (slug: string, lang: string) => ['blog', 'post', slug, lang] as const,
  admin: ['blog', 'admin'] as const,
  adminPost: (id: string) => ['blog', 'admin', id] as const,
};
