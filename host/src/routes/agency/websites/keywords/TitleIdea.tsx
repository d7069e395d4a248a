import { useState, type FormEvent } from 'react';
import { useGenerateTitleMutation } from '../../../../api/keywords-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { aiErrorMessage } from './ai-error.ts';

/** "Generate title": the AI writes an SEO title for a topic, to copy where it is wanted. */
export function TitleIdea({ landingId }: { landingId: number }) {
  const [topic, setTopic] = useState('');
  const generate = useGenerateTitleMutation(landingId);
  const error = aiErrorMessage(generate.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(topic);
  };
  return (
    <section className="form-section" aria-labelledby="title-idea-title">
      <h2 className="form-section__title" id="title-idea-title">
        Title idea
      </h2>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="title-topic" label="Topic" value={topic} onValue={setTopic} maxLength={200} />
        <div>
          <button type="submit" className="btn" disabled={generate.isPending} aria-busy={generate.isPending}>
            Generate title
          </button>
        </div>
      </form>
      {error ? (
        <p className="form-row__error" role="alert">
          {error}
        </p>
      ) : null}
      {generate.data ? (
        <p className="keyword-title" aria-label="Generated title">
          {generate.data}
        </p>
      ) : null}
    </section>
  );
}
