import { ListingSettingsScreen } from '@tessera/sdk/dashboard';

/** /agency/websites/{id}/podcast/settings: the /episodes list's title and description. */
export default function PodcastSettingsScreen() {
  return <ListingSettingsScreen label="Podcast" name="podcast-setting" listPath="/episodes" backTo="episodes" changePermission="podcast.edit" />;
}
