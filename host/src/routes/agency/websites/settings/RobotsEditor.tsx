import { ROBOTS_MAX_LENGTH, type Robots } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useRobots, useRobotsMutation } from '../../../../api/website-settings-api.ts';
import { FormRow } from '../../../../ui/FormRow.tsx';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';

/** The website's robots.txt, with a reset to the default file. */
export function RobotsEditor({ landingId }: { landingId: number }) {
  const robots = useRobots(landingId);
  return (
    <section className="form-section" aria-labelledby="robots-title">
      <h2 className="form-section__title" id="robots-title">
        Robots file
      </h2>
      {robots.isPending ? (
        <Spinner label="Loading the robots file…" />
      ) : robots.error ? (
        <StatusView title="The robots file could not be loaded" message={robots.error.message} actions={<RetryButton onClick={robots.refetch} />} />
      ) : (
        <RobotsForm key={robots.data.robots_txt} landingId={landingId} robots={robots.data} />
      )}
    </section>
  );
}

function RobotsForm({ landingId, robots }: { landingId: number; robots: Robots }) {
  const [text, setText] = useState(robots.robots_txt);
  const [confirming, setConfirming] = useState(false);
  const save = useRobotsMutation(landingId);
  const tooLong = text.length > ROBOTS_MAX_LENGTH;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) save.mutate(text);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="form-section">
      <FormRow
        id="robots-txt"
        label="robots.txt"
        error={tooLong ? `The robots file may not be longer than ${ROBOTS_MAX_LENGTH} characters.` : undefined}
        hint={robots.is_default ? 'The default file: everything allowed, the sitemap named.' : 'Your own file.'}
      >
        <textarea id="robots-txt" className="input input--mono" rows={8} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
      </FormRow>
      <div className="table__buttons">
        <button type="submit" className="btn btn--primary" disabled={save.isPending || tooLong}>
          Save robots file
        </button>
        <button type="button" className="btn" disabled={save.isPending || robots.is_default} onClick={() => setConfirming(true)}>
          Reset to default
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Reset the robots file?"
          message="Your own robots file is replaced by the default one."
          confirmLabel="Reset"
          busy={save.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => save.mutate(null, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </form>
  );
}
