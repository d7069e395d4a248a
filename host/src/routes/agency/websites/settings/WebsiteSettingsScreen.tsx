import { useWebsiteDetail } from '../../../../api/website-settings-api.ts';
import { BrandKitForm } from '../../../../brand-kit/BrandKitForm.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { PublishingHint } from '../PublishingHint.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { AddressSettings } from './AddressSettings.tsx';
import { GeneralSettingsForm } from './GeneralSettingsForm.tsx';
import { PromptsForm } from './PromptsForm.tsx';
import { RobotsEditor } from './RobotsEditor.tsx';
import { SettingsRedirects } from './SettingsRedirects.tsx';

/** /agency/websites/{id}/settings: the website's settings, brand kit, addresses, AI prompts, robots file and redirects. */
export const WebsiteSettingsScreen = websiteScreen(function WebsiteSettings({ landingId }) {
  const detail = useWebsiteDetail(landingId);
  return (
    <div className="screen">
      <ScreenHeader title={detail.data ? `Settings of ${detail.data.title}` : 'Settings'} back={{ to: '/agency/websites', label: 'Websites' }}>
        {detail.data ? <PublishingHint rendering={detail.data.rendering} /> : null}
      </ScreenHeader>
      <QueryView query={detail} loading="Loading the settings…" failed="The settings could not be loaded" notFound="Website not found">
        {(data) => (
          <div className="form-sections">
            <GeneralSettingsForm detail={data} />
            <BrandKitForm landingId={landingId} />
            <AddressSettings detail={data} />
            <PromptsForm detail={data} />
            <RobotsEditor landingId={landingId} />
            <SettingsRedirects landingId={landingId} />
          </div>
        )}
      </QueryView>
    </div>
  );
});
