import { useState } from 'react';
import { useGenerateKeywordsMutation } from '../../../../api/keywords-api.ts';
import { FormRow } from '../../../../ui/FormRow.tsx';
import { AiHelperSection } from './AiHelperSection.tsx';

/** "Generate keywords": the AI suggests keywords for a prompt; each, or all, can then be added. */
export function KeywordIdeas({ landingId, onAdd, adding }: { landingId: number; onAdd(names: string[]): void; adding: boolean }) {
  const [prompt, setPrompt] = useState('');
  const generate = useGenerateKeywordsMutation(landingId);
  const ideas = generate.data ?? [];
  return (
    <AiHelperSection
      title="Keyword ideas"
      action="Generate keywords"
      call={generate}
      onSubmit={() => generate.mutate(prompt)}
      field={
        <FormRow id="keyword-prompt" label="What is the website about?">
          <textarea id="keyword-prompt" className="input" rows={2} maxLength={2000} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        </FormRow>
      }
    >
      {ideas.length > 0 ? (
        <>
          <ul className="simple-list" aria-label="Keyword ideas">
            {ideas.map((idea) => (
              <li key={idea} className="simple-list__item">
                <span className="table__primary">{idea}</span>
                <button type="button" className="btn btn--small" disabled={adding} onClick={() => onAdd([idea])} aria-label={`Add keyword ${idea}`}>
                  Add
                </button>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className="btn btn--small" disabled={adding} onClick={() => onAdd(ideas)}>
              Add all ideas
            </button>
          </div>
        </>
      ) : null}
    </AiHelperSection>
  );
}
