import { useState, type FormEvent } from 'react';
import { useGenerateKeywordsMutation } from '../../../../api/keywords-api.ts';
import { FormRow } from '../../../../ui/FormRow.tsx';
import { aiErrorMessage } from './ai-error.ts';

/** "Generate keywords": the AI suggests keywords for a prompt; each, or all, can then be added. */
export function KeywordIdeas({ landingId, onAdd, adding }: { landingId: number; onAdd(names: string[]): void; adding: boolean }) {
  const [prompt, setPrompt] = useState('');
  const generate = useGenerateKeywordsMutation(landingId);
  const ideas = generate.data ?? [];
  const error = aiErrorMessage(generate.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(prompt);
  };
  return (
    <section className="form-section" aria-labelledby="keyword-ideas-title">
      <h2 className="form-section__title" id="keyword-ideas-title">
        Keyword ideas
      </h2>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <FormRow id="keyword-prompt" label="What is the website about?">
          <textarea id="keyword-prompt" className="input" rows={2} maxLength={2000} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        </FormRow>
        <div>
          <button type="submit" className="btn" disabled={generate.isPending} aria-busy={generate.isPending}>
            Generate keywords
          </button>
        </div>
      </form>
      {error ? (
        <p className="form-row__error" role="alert">
          {error}
        </p>
      ) : null}
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
    </section>
  );
}
