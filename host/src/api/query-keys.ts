/** Every query key in one place, so invalidation after a mutation names exactly what it touches. */
export const queryKeys = {
  config: ['config'] as const,
  profile: ['profile'] as const,
  landings: ['landings'] as const,
  landing: (landingId: number) => ['landings', landingId] as const,
  websites: (query: object) => ['landings', 'list', query] as const,
  siteTemplates: ['templates', 'site'] as const,
  pageTemplates: ['templates', 'page'] as const,
  websiteDetail: (landingId: number) => ['landings', landingId, 'detail'] as const,
  robots: (landingId: number) => ['landings', landingId, 'robots'] as const,
  pages: (landingId: number) => ['landings', landingId, 'pages'] as const,
  page: (landingId: number, pageId: number) => ['landings', landingId, 'pages', pageId] as const,
  userLists: ['users', 'list'] as const,
  users: (query: { page: number; perPage: number; search: string }) => ['users', 'list', query] as const,
  user: (userId: number) => ['users', userId] as const,
  userLandings: (userId: number) => ['users', userId, 'landings'] as const,
};
