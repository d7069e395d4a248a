import { HELP_VIDEO_SCREEN_KEYS, HELP_VIDEO_SCREENS, helpVideoBodySchema, type HelpVideo, type HelpVideoBody, type HelpVideoScreen } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useWidgetChange } from '../../../api/widgets-api.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { fieldError, TextField } from '../../../ui/FormRow.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';

function HelpVideoForm({ screen, current, onDone }: { screen: HelpVideoScreen; current: HelpVideo | undefined; onDone(): void }) {
  const change = useWidgetChange();
  const [fields, setFields] = useState({ title: current?.title ?? '', video_url: current?.video_url ?? '' });
  const save = {
    mutate: (video: HelpVideoBody, options: { onSuccess(): void; onError(error: Error): void }) => change.mutate({ action: 'set-video', screen, video }, options),
  };
  const { errors, submit } = useCheckedSubmit(helpVideoBodySchema, save, onDone);
  const label = HELP_VIDEO_SCREENS[screen].label;
  return (
    <form className="toolbar" onSubmit={(event: FormEvent) => submit(event, fields)} noValidate aria-label={`Help video of ${label}`}>
      <TextField id={`video-title-${screen}`} label="Title" value={fields.title} onValue={(title) => setFields({ ...fields, title })} maxLength={120} error={fieldError(errors, 'title')} />
      <TextField id={`video-url-${screen}`} label="Video link" value={fields.video_url} onValue={(video_url) => setFields({ ...fields, video_url })} error={fieldError(errors, 'video_url')} />
      <button type="submit" className="btn btn--small btn--primary" disabled={change.isPending}>
        Save
      </button>
      <button type="button" className="btn btn--small" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** A help video per agency screen, opened from a button on that screen. */
export function HelpVideosSection({ videos }: { videos: readonly HelpVideo[] }) {
  const change = useWidgetChange();
  const [editing, setEditing] = useState<HelpVideoScreen | null>(null);
  const byScreen = new Map(videos.map((video) => [video.screen, video]));
  return (
    <section className="widgets-section" aria-labelledby="help-videos-title">
      <h2 id="help-videos-title">Help videos</h2>
      <p>A YouTube or Vimeo link, or an https video file. Agency owners open it from the “Help video” button on that screen.</p>
      <DataTable columns={['Screen', 'Video']}>
        {HELP_VIDEO_SCREEN_KEYS.map((screen) => {
          const video = byScreen.get(screen);
          const label = HELP_VIDEO_SCREENS[screen].label;
          return (
            <tr key={screen}>
              <td>
                <span className="table__primary">{label}</span>
              </td>
              <td>{editing === screen ? <HelpVideoForm screen={screen} current={video} onDone={() => setEditing(null)} /> : (video?.title ?? 'None')}</td>
              <RowActions>
                <button type="button" className="btn btn--small" onClick={() => setEditing(screen)} aria-label={`Set the help video of ${label}`}>
                  {video ? 'Change' : 'Set'}
                </button>
                {video ? (
                  <button type="button" className="btn btn--small btn--danger" disabled={change.isPending} onClick={() => change.mutate({ action: 'delete-video', screen })} aria-label={`Remove the help video of ${label}`}>
                    Remove
                  </button>
                ) : null}
              </RowActions>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
