import {
  useAdminBlock,
  useAllAdminBlocks,
  useCloneAdminBlock,
  useCreateAdminBlock,
  useDeleteAdminBlock,
  usePublishAdminBlock,
  useUpdateAdminBlock,
} from '../../../api/admin-blocks-api.ts';
import type { AdminLibrary } from '../library/admin-library.ts';

/** /admin/blocks: the ready-made sections every designer offers once published (spec §2). */
export const BLOCKS_LIBRARY: AdminLibrary = {
  title: 'Blocks',
  noun: 'block',
  base: '/admin/blocks',
  links: (id) => [{ to: `/admin/blocks/${id}/sandbox_design`, label: 'Design' }],
  publishHint: "Published blocks are offered in every designer's Blocks tab.",
  emptyMessage: 'Blocks are ready-made sections designers insert into their pages.',
  useList: () => useAllAdminBlocks(),
  useItem: useAdminBlock,
  useCreate: useCreateAdminBlock,
  useUpdate: useUpdateAdminBlock,
  usePublish: usePublishAdminBlock,
  useClone: useCloneAdminBlock,
  useDelete: useDeleteAdminBlock,
};
