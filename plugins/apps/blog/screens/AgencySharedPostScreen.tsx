import { SharedPost } from './SharedPost.tsx';

/** /agency/blog/{uniqueId}: a shared post, copied into one of the agency's websites. */
export default function AgencySharedPostScreen() {
  return <SharedPost into="website" />;
}
