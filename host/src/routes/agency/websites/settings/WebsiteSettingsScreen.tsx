import { Link } from 'react-router-dom';
import { useWebsiteDetail } from '../../../../api/website-settings-api.ts';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { AddressSettings } from './AddressSettings.tsx';
import { GeneralSettingsForm } from './GeneralSettingsForm.tsx';
import { PromptsForm } from './PromptsForm.tsx';
import { RobotsEditor } from './RobotsEditor.tsx';

/** /agency/websites/{id}/settings: the website's settings, addresses, AI prompts and robots file. */
export function WebsiteSettingsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <WebsiteSettings key={landingId} landingId={landingId} />;
}

function WebsiteSettings({ landingId }: { landingId: number }) {
  const detail = useWebsiteDetail(landingId);
  return (
    <div className="screen">
      <Link className="screen__back" to="/agency/websites">
        ← Websites
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{detail.data ? `Settings of ${detail.data.title}` : 'Settings'}</h1>
        <Link className="btn" to={`/agency/websites/${landingId}/pages`}>
          Pages
        </Link>
      </header>
      {detail.isPending ? (
        <Spinner label="Loading the settings…" />
      ) : detail.error ? (
        <StatusView title="The settings could not be loaded" message={detail.error.message} actions={<RetryButton onClick={detail.refetch} />} />
      ) : (
        <div className="form-sections">
          <GeneralSettingsForm detail={detail.data} />
          <AddressSettings detail={detail.data} />
          <PromptsForm detail={detail.data} />
          <RobotsEditor landingId={landingId} />
        </div>
      )}
    </div>
  );
}
