import { useAdminWidgets } from '../../../api/widgets-api.ts';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { HelpVideosSection } from './HelpVideosSection.tsx';
import { PromosSection } from './PromosSection.tsx';
import { SupportChatSection } from './SupportChatSection.tsx';

/** /admin/widgets: the promo, help videos and support chat agency owners see on their dashboard. */
export function WidgetsScreen() {
  const widgets = useAdminWidgets();
  return (
    <div className="screen">
      <ScreenHeader title="Dashboard widgets" />
      {widgets.isPending ? (
        <Spinner label="Loading the widgets…" />
      ) : widgets.error ? (
        <StatusView title="The widgets could not be loaded" message={widgets.error.message} actions={<RetryButton onClick={widgets.refetch} />} />
      ) : (
        <>
          <PromosSection promos={widgets.data.promos} />
          <HelpVideosSection videos={widgets.data.help_videos} />
          <SupportChatSection chat={widgets.data.support_chat} />
        </>
      )}
    </div>
  );
}
