import { SharedPost } from './SharedPost.tsx';

/** /admin/blog/{uniqueId}: a website's shared post, copied into the platform's blog ('create' is the create screen's own address). */
export default function AdminSharedPostScreen() {
  return <SharedPost into="platform" />;
}
