import { ListingSettingsScreen } from '@tessera/sdk/dashboard';

/** /agency/websites/{id}/blog/settings: the blog index's title and description. */
export default function BlogSettingsScreen() {
  return <ListingSettingsScreen label="Blog" name="blog-setting" listPath="/blog" backTo="blog" changePermission="blog.publish" />;
}
