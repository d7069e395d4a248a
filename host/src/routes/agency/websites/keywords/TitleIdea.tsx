import { useState } from 'react';
import { useGenerateTitleMutation } from '../../../../api/keywords-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { AiHelperSection } from './AiHelperSection.tsx';

/** "Generate title": the AI writes an SEO title for a topic, to copy where it is wanted. */
export function TitleIdea({ landingId }: { landingId: number }) {
  const [topic, setTopic] = useState('');
  const generate = useGenerateTitleMutation(landingId);
  return (
    <AiHelperSection
      title="Title idea"
      action="Generate title"
      call={generate}
      onSubmit={() => generate.mutate(topic)}
      field={<TextField id="title-topic" label="Topic" value={topic} onValue={setTopic} maxLength={200} />}
    >
      {generate.data ? <p className="keyword-title">{generate.data}</p> : null}
    </AiHelperSection>
  );
}
