import type { HelpVideo } from '@tessera/core';
import { useState } from 'react';
import { Modal } from '../Modal.tsx';

/** A "Help video" button on a screen the admin set a video for; the player loads only when opened. */
export function HelpVideoButton({ video }: { video: HelpVideo }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn help-video__button" onClick={() => setOpen(true)}>
        Help video
      </button>
      {open ? (
        <Modal title={video.title} onClose={() => setOpen(false)}>
          <div className="help-video__player">
            {video.player.kind === 'frame' ? (
              <iframe src={video.player.src} title={video.title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
            ) : (
              <video src={video.player.src} controls autoPlay />
            )}
          </div>
        </Modal>
      ) : null}
    </>
  );
}
