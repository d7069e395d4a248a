import { AI_IMAGE_FAILED_MESSAGE, AI_IMAGE_NOT_GENERATED_MESSAGE, AI_PROMPT_REQUIRED_MESSAGE, type AiImageResult } from '@tessera/core';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { FormRow } from '../../ui/FormRow.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { editAiImage, generateAiImage, type ImageTarget } from './media-api.ts';

export interface AiImage {
  url: string;
  width: number;
  height: number;
}

type Step =
  | { kind: 'prompt' }
  | { kind: 'generating'; image: AiImage | null }
  | { kind: 'preview'; image: AiImage }
  | { kind: 'editing'; image: AiImage };

interface AiImageDialogProps {
  target: ImageTarget;
  /** "Use": the image goes into the field (its url; the Ratio starts again at 0). */
  onUse(image: AiImage): void;
  /** "Close" (or Escape): nothing is used. */
  onClose(): void;
}

/** §8: what the alert says for a call that failed; a refused prompt or a missing key say so themselves. */
function failureMessage(error: unknown): string {
  if (isApiError(error, 422)) return error.message || AI_IMAGE_FAILED_MESSAGE;
  return AI_IMAGE_FAILED_MESSAGE;
}

/**
 * Generate AI Image (spec §2, §4): a prompt, then generating, then the preview, from which the
 * image is generated again, edited with another prompt, used, or closed (discarded).
 */
export function AiImageDialog({ target, onUse, onClose }: AiImageDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'prompt' });
  const [prompt, setPrompt] = useState('');
  const [editPrompt, setEditPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Answers to a request the user has moved on from (closed, asked again) are dropped.
  const latest = useRef(0);
  const promptId = useId();
  const editId = useId();

  const run = async (call: () => Promise<AiImageResult>, fallback: Step) => {
    const ticket = ++latest.current;
    setAlert(null);
    setStep({ kind: 'generating', image: 'image' in fallback ? fallback.image : null });
    try {
      const result = await call();
      if (ticket !== latest.current) return;
      if (!result.url) {
        setAlert(AI_IMAGE_NOT_GENERATED_MESSAGE);
        setStep(fallback);
        return;
      }
      setStep({ kind: 'preview', image: { url: result.url, width: result.width ?? 0, height: result.height ?? 0 } });
    } catch (error) {
      if (ticket !== latest.current) return;
      setAlert(failureMessage(error));
      setStep(fallback);
    }
  };

  const generate = () => {
    const text = prompt.trim();
    if (!text) {
      setPromptError(AI_PROMPT_REQUIRED_MESSAGE);
      return;
    }
    setPromptError(null);
    void run(() => generateAiImage(text, target), step.kind === 'preview' ? step : { kind: 'prompt' });
  };

  const applyEdit = (image: AiImage) => {
    const text = editPrompt.trim();
    if (!text) {
      setPromptError(AI_PROMPT_REQUIRED_MESSAGE);
      return;
    }
    setPromptError(null);
    void run(() => editAiImage(text, image.url, target), { kind: 'editing', image });
  };

  const close = () => {
    latest.current++;
    onClose();
  };

  const generating = step.kind === 'generating';
  const shown = step.kind === 'prompt' ? null : step.image;
  const footer = (
    <>
      <button type="button" className="btn" onClick={close}>
        Close
      </button>
      {step.kind === 'prompt' || (generating && !shown) ? (
        <button type="button" className="btn btn--primary" onClick={generate} disabled={generating}>
          Generate
        </button>
      ) : null}
      {step.kind === 'preview' ? (
        <>
          <button type="button" className="btn" onClick={generate}>
            Regenerate
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setPromptError(null);
              setStep({ kind: 'editing', image: step.image });
            }}
          >
            Edit
          </button>
          <button type="button" className="btn btn--primary" onClick={() => onUse(step.image)}>
            Use image
          </button>
        </>
      ) : null}
      {step.kind === 'editing' ? (
        <>
          <button type="button" className="btn" onClick={() => setStep({ kind: 'preview', image: step.image })}>
            Back
          </button>
          <button type="button" className="btn btn--primary" onClick={() => applyEdit(step.image)}>
            Apply edit
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <Modal title="Generate AI Image" onClose={close} footer={footer}>
      <div className="ai-image-dialog" data-testid="ai-image-dialog" data-step={step.kind}>
        {step.kind === 'prompt' || (generating && !shown) ? (
          <FormRow id={promptId} label="Describe the image" error={promptError ?? undefined}>
            <textarea
              id={promptId}
              className="input ai-image-dialog__prompt"
              rows={4}
              value={prompt}
              disabled={generating}
              aria-invalid={promptError ? true : undefined}
              aria-describedby={promptError ? `${promptId}-error` : undefined}
              placeholder="A sunny bakery counter with fresh bread, photo"
              onChange={(event) => setPrompt(event.target.value)}
            />
          </FormRow>
        ) : null}
        {shown ? <img className="ai-image-dialog__preview" src={shown.url} alt={`Generated from: ${prompt}`} /> : null}
        {step.kind === 'editing' ? (
          <FormRow id={editId} label="What should change?" error={promptError ?? undefined}>
            <textarea
              id={editId}
              className="input"
              rows={3}
              value={editPrompt}
              aria-invalid={promptError ? true : undefined}
              aria-describedby={promptError ? `${editId}-error` : undefined}
              placeholder="Make the sky a warm sunset"
              onChange={(event) => setEditPrompt(event.target.value)}
            />
          </FormRow>
        ) : null}
        {generating ? <Spinner label="Generating the image…" /> : null}
        {alert ? (
          <p className="media-alert" role="alert">
            {alert}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
