import { Link } from 'react-router-dom';
import { useIntegrations } from '../../../../api/integrations-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { IntegrationEditor } from './IntegrationEditor.tsx';

/** /agency/websites/{id}/integration/create (spec §2) and /integration/{integrationId}/edit. */
export function IntegrationEditorScreen() {
  const landingId = useIdParam('id');
  const integrationId = useIdParam('integrationId');
  if (landingId === null) return <NotFoundPage />;
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/integrations`}>
        ← Integrations
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{integrationId === null ? 'New integration' : 'Integration'}</h1>
      </header>
      {integrationId === null ? <IntegrationEditor landingId={landingId} /> : <ExistingIntegration landingId={landingId} integrationId={integrationId} />}
    </div>
  );
}

function ExistingIntegration({ landingId, integrationId }: { landingId: number; integrationId: number }) {
  const integrations = useIntegrations(landingId);
  return (
    <QueryView query={integrations} loading="Loading the integration…" failed="The integration could not be loaded" empty={{ when: (data) => !data.some((item) => item.id === integrationId), title: 'Integration not found' }}>
      {(data) => {
        const integration = data.find((item) => item.id === integrationId)!;
        return <IntegrationEditor key={integration.updated_at} landingId={landingId} integration={integration} />;
      }}
    </QueryView>
  );
}
