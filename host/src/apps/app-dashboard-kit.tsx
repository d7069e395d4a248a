import type { DashboardKit } from '@tessera/sdk/dashboard';
import { PermissionGate } from '../auth/PermissionGate.tsx';
import { usePermission } from '../auth/permissions.ts';
import { PageStatus } from '../routes/agency/websites/pages/PageStatus.tsx';
import { SiteContentHeader } from '../routes/agency/websites/site-content/SiteContentHeader.tsx';
import { SiteContentTable } from '../routes/agency/websites/site-content/SiteContentTable.tsx';
import { FormRow, TextField } from '../ui/FormRow.tsx';
import { SearchToAdd } from './SearchToAdd.tsx';
import { ShownItemCard, WebsiteChoice } from './ShownItemCard.tsx';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { CopyLinkButton } from '../ui/CopyLinkButton.tsx';
import { ShareByLinkButton } from '../ui/ShareByLink.tsx';
import { QueryView } from '../ui/QueryView.tsx';
import { RetryButton } from '../ui/RetryButton.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';

/** The dashboard's parts for an app screen; those that need the website get the screen's (none outside one). */
export function dashboardKit(landingId: number | null): DashboardKit {
  return {
    TextField,
    FormRow,
    Spinner,
    StatusView,
    RetryButton,
    ConfirmDialog,
    FormDialog,
    PermissionGate: ({ permission, children }) => (landingId === null ? children : <PermissionGate landingId={landingId} permission={permission}>{children}</PermissionGate>),
    usePermission: landingId === null ? () => true : (permission) => usePermission(landingId, permission),
    ContentListHeader: (props) => (landingId === null ? null : <SiteContentHeader landingId={landingId} {...props} />),
    ContentListTable: SiteContentTable,
    PublishStatus: ({ item }) => <PageStatus page={item} />,
    QueryView,
    WebsiteChoice,
    SearchToAdd,
    ShownItemCard,
    CopyLinkButton,
    ShareByLinkButton,
  };
}
